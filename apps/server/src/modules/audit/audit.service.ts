/**
 * The operators' audit trail (docs/decisions/operators-command.md): every change made with
 * `npm run admin` is recorded — who (`--by` or the operating-system user), what (the command),
 * its target, when, and the reason given — and `admin audit` lists them.
 */
import type { Tx } from '../../db/client.ts';
import type { AuditRecord, AuditRepository, AuditRow } from './audit.repository.ts';

export type { AuditRecord, AuditRow };

/** Creates the audit service. */
export function createAuditService(deps: { repository: AuditRepository }) {
  const { repository } = deps;
  return {
    /** Records one change (in `tx` when given). */
    async record(record: AuditRecord, tx?: Tx): Promise<void> {
      await repository.insert(record, tx);
    },

    /**
     * The newest `limit` (1…1000) changes, newest first; with `about`, only those whose target
     * or command contains it (ignoring case).
     */
    async list(limit: number, about: string | null = null): Promise<AuditRow[]> {
      return repository.list(Math.min(Math.max(Math.trunc(limit), 1), 1000), about);
    },
  };
}

/** The audit service. */
export type AuditService = ReturnType<typeof createAuditService>;
