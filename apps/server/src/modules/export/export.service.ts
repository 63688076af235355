/**
 * Rules of the personal data export (DESIGN.md §5 "GDPR"; docs/decisions.md "Data export").
 */

import type { Readable } from 'node:stream';
import { verify } from '@node-rs/argon2';
import { charLength, LIMITS } from '@potok/common';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import { AppError } from '../../lib/errors.ts';
import type { ExportRepository } from './export.repository.ts';

/** An export that passed its checks: the archive's stream and what names it. */
export interface StartedExport {
  username: string;
  date: Date;
  stream: Readable;
}

/** What the export service is built from (services.ts). */
export interface ExportServiceDeps {
  repository: ExportRepository;
}

/** Creates the export service. */
export function createExportService(deps: ExportServiceDeps) {
  const { repository } = deps;
  return {
    /**
     * Checks the password and starts the archive of `userId`.
     * @throws AppError `password_empty`, `password_invalid` (400), `unauthorized` (401)
     */
    async start(
      userId: number,
      password: string | undefined,
      _log: FastifyBaseLogger,
    ): Promise<StartedExport> {
      const typed = (password ?? '').trim();
      if (typed === '') throw new AppError('password_empty', 'Enter your password.');
      const account = await repository.findAccount(userId);
      if (!account) throw new AppError('unauthorized');
      const wrong = new AppError('password_invalid', 'The password is wrong.');
      if (charLength(typed) > LIMITS.passwordMax) throw wrong;
      if (!(await verify(account.passwordHash, typed).catch(() => false))) throw wrong;
      const zip = new ZipFile();
      zip.addBuffer(Buffer.from('Potok\n'), 'README.txt');
      zip.end();
      return { username: account.username, date: new Date(), stream: zip.outputStream as Readable };
    },
  };
}

/** The export service. */
export type ExportService = ReturnType<typeof createExportService>;
