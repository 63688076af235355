/**
 * Reports of any kind of object (spec §2 "report", §5 "Report reason: defaults to 0", §7
 * `entry/{uuid}/report`, `comment/{id}/report`, `user/{username}/report`,
 * `feed/{uuid}/report`): one table, one rule set. The area that owns the object finds it (and
 * answers its own 404) and checks that the reporter is not its owner; this service checks the
 * reason and records the report.
 *
 * A repeated report (same reporter, same object, the first still open) answers the same success
 * and adds nothing: reporting is idempotent, like the other toggles (docs/decisions/entry-and-comment-actions.md
 * "Reports").
 */
import { REPORT_REASONS, type ReportObject } from '@potok/common';
import { AppError } from '../../lib/errors.ts';
import type { ReportRow, ReportsRepository } from './reports.repository.ts';

/** True when `reason` is an index of REPORT_REASONS. */
export function isReportReason(reason: unknown): reason is number {
  return (
    Number.isInteger(reason) &&
    (reason as number) >= 0 &&
    (reason as number) < REPORT_REASONS.length
  );
}

/** Creates the reports service. */
export function createReportsService(deps: { repository: ReportsRepository }) {
  const { repository } = deps;
  return {
    /**
     * Checks a report's reason before the caller looks the object up, so a bad reason is
     * refused whatever the object.
     * @throws AppError `report_reason_not_valid` (400) when `reason` is not an index of
     *   REPORT_REASONS
     */
    checkReason(reason: unknown): number {
      if (!isReportReason(reason)) {
        throw new AppError(
          'report_reason_not_valid',
          `The reason must be one of 0…${REPORT_REASONS.length - 1}.`,
        );
      }
      return reason;
    },

    /**
     * Files `reporterId`'s report of the object `objectType` `objectId` (which the caller has
     * found) for `reason` (an index of REPORT_REASONS; 0 is "other"). One open report per
     * reporter and object: a repeat adds nothing.
     * @throws AppError `report_reason_not_valid` (400)
     * @returns true when a new report was recorded, false for a repeat
     */
    async file(
      target: { objectType: ReportObject; objectId: number },
      reason: unknown,
      reporterId: number,
    ): Promise<boolean> {
      const valid = this.checkReason(reason);
      return repository.insertOpen({ reporterId, ...target, reason: valid });
    },

    /** Every report of one object, oldest first (for operators' tools and tests). */
    async listForObject(objectType: ReportObject, objectId: number): Promise<ReportRow[]> {
      return repository.listForObject(objectType, objectId);
    },
  };
}

/** The reports service. */
export type ReportsService = ReturnType<typeof createReportsService>;
