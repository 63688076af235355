/**
 * SQL of reports (db/schema/reports.ts): record one, read an object's reports. No HTTP and no
 * product rules here.
 */
import type { ReportObject } from '@potok/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';

/** A report as stored. */
export interface ReportRow {
  reportId: number;
  /** Null once the reporter's account was erased. */
  reporterId: number | null;
  objectType: string;
  objectId: number;
  reason: number;
  dateAdded: Date;
  dateResolved: Date | null;
}

/** Creates the repository over `db`. */
export function createReportsRepository(db: Db) {
  return {
    /**
     * Records an open report of `objectType` `objectId` by `reporterId` unless that reporter
     * already has one open on that object (`reports_one_open_key`: the second insert does
     * nothing, even when two arrive at once).
     * @returns true when a row was added, false when an open one already existed
     */
    async insertOpen(report: {
      reporterId: number;
      objectType: ReportObject;
      objectId: number;
      reason: number;
    }): Promise<boolean> {
      const rows = await db
        .insert(reports)
        .values(report)
        .onConflictDoNothing({
          target: [reports.reporterId, reports.objectType, reports.objectId],
          where: sql`${reports.dateResolved} is null`,
        })
        .returning({ reportId: reports.reportId });
      return rows.length > 0;
    },

    /** Every report of one object, oldest first (open and resolved). */
    async listForObject(objectType: ReportObject, objectId: number): Promise<ReportRow[]> {
      const rows = await db
        .select()
        .from(reports)
        .where(and(eq(reports.objectType, objectType), eq(reports.objectId, objectId)))
        .orderBy(asc(reports.reportId));
      return rows.map((r) => ({
        ...r,
        reportId: Number(r.reportId),
        objectId: Number(r.objectId),
      }));
    },
  };
}

/** The reports repository. */
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
