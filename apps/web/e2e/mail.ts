/**
 * Mail as the browser tests' server sends it: without SMTP_URL every mail is written to
 * `DATA_DIR/outbox` as an `.eml` file (the server's README "Mail"); each test's server has its
 * own data folder (e2e/server.ts). {@link mailedCode} waits for the newest mail to an
 * address and reads the six-digit code out of its plain-text part.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { serverDataDir } from './server.ts';

const outbox = () => join(serverDataDir(), 'outbox');

/** The body of one MIME part, decoded by its Content-Transfer-Encoding. */
function decodePart(part: string): string {
  const split = part.search(/\r?\n\r?\n/);
  if (split < 0) return part;
  const headers = part.slice(0, split).toLowerCase();
  const body = part.slice(split).trim();
  if (/content-transfer-encoding:\s*base64/.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/content-transfer-encoding:\s*quoted-printable/.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The text of the plain-text part of a raw message (the whole body when it has no parts). */
export function plainText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const plain = parts.find((part) => /content-type:\s*text\/plain/i.test(part));
  return decodePart(plain ?? raw);
}

/** The newest `.eml` of the outbox addressed to `to`, written at or after `since` (ms). */
function newestTo(to: string, since: number): string | null {
  let files: string[];
  try {
    files = readdirSync(outbox()).filter((name) => name.endsWith('.eml'));
  } catch {
    return null;
  }
  const found = files
    .map((name) => join(outbox(), name))
    .map((path) => ({ path, time: statSync(path).mtimeMs }))
    .filter((file) => file.time >= since - 1000)
    .sort((a, b) => b.time - a.time)
    .map((file) => readFileSync(file.path, 'utf8'))
    .find((raw) => {
      const header = raw.slice(0, raw.search(/\r?\n\r?\n/));
      return new RegExp(`^To:.*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(header);
    });
  return found ?? null;
}

/** Waits for a mail to `to` sent at or after `since` and returns its six-digit code. */
export async function mailedCode(to: string, since: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const raw = newestTo(to, since);
        const match = raw && /(?<!\d)(\d{3})[ \u00a0]?(\d{3})(?!\d)/.exec(plainText(raw));
        code = match ? `${match[1]}${match[2]}` : '';
        return code;
      },
      { message: `a mail with a code to ${to}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
