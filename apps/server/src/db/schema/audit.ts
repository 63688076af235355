/**
 * The operators' audit trail (docs/decisions/operators-command.md): one row per change made
 * with `npm run admin`, whichever way the command reached the data. Listed by `admin audit`;
 * never shown to members. Rows name their target as text (`@username`, `entry <uuid>`…) and
 * keep no foreign key, so a trail outlives what it is about (an erased account, a removed
 * article).
 */
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One operators' change. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    auditId: bigint('audit_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** When the change was made. */
    dateAdded: timestamp('date_added', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Who made it: `--by`, or the operating-system user that ran the command. */
    actor: text('actor').notNull(),
    /** The command, as typed without its arguments: `people suspend`, `help set`. */
    action: text('action').notNull(),
    /** What it changed, in words an operator can search: `@anya`, `entry 0190…`, `tag cats`. */
    target: text('target').notNull(),
    /** The reason given with `--reason`, or null. */
    reason: text('reason'),
    /** Anything else worth keeping (the permission set, the badge…), or null. */
    details: jsonb('details'),
  },
  (t) => [index('admin_audit_date_idx').on(t.dateAdded, t.auditId)],
);
