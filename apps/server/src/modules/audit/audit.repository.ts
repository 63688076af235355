/**
 * SQL of the operators' audit trail (db/schema/audit.ts): one insert per change, and the list,
 * newest first. No rules here.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';

/** One audit row as stored. */
export interface AuditRow {
  audit_id: number;
  date_added: Date | string;
  actor: string;
  action: string;
  target: string;
  reason: string | null;
  details: unknown;
}

/** What an audit row records (the time is the database's). */
export interface AuditRecord {
  actor: string;
  action: string;
  target: string;
  reason?: string | null;
  details?: unknown;
}

/** Creates the audit repository. */
export function createAuditRepository(db: Db) {
  return {
    /** Inserts one row (in `tx` when given, so it commits or rolls back with the change). */
    async insert(record: AuditRecord, tx: Tx | Db = db): Promise<void> {
      await tx.execute(
        sql`INSERT INTO admin_audit (actor, action, target, reason, details)
            VALUES (${record.actor}, ${record.action}, ${record.target}, ${record.reason ?? null},
                    ${record.details === undefined ? null : JSON.stringify(record.details)}::jsonb)`,
      );
    },

    /**
     * The newest `limit` rows, newest first, optionally only those whose target or action
     * contains `about` (ignoring case).
     */
    async list(limit: number, about: string | null): Promise<AuditRow[]> {
      const filter = about
        ? sql`WHERE strpos(lower(target), lower(${about})) > 0
                 OR strpos(lower(action), lower(${about})) > 0`
        : sql``;
      return queryRows<AuditRow>(
        db,
        sql`SELECT audit_id::int8 AS audit_id, date_added, actor, action, target, reason, details
            FROM admin_audit ${filter}
            ORDER BY date_added DESC, audit_id DESC
            LIMIT ${limit}`,
      );
    },
  };
}

/** The audit repository. */
export type AuditRepository = ReturnType<typeof createAuditRepository>;
