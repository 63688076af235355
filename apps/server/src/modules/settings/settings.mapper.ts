/** Shapes settings data for the wire (spec §3 "Settings profile", "Login record"); the only place that does. */
import { type LoginRecord, SEXES, type SettingsProfile, type Sex } from '@potok/common';
import type { AccountRow, LoginRow } from './settings.repository.ts';

/** The stored sex as the wire's (the column's check keeps it one of SEXES). */
function sexOf(stored: string): Sex {
  return (SEXES as readonly string[]).includes(stored) ? (stored as Sex) : 'none';
}

/** `SettingsProfile` of an account row. */
export function toSettingsProfile(row: AccountRow): SettingsProfile {
  return { name: row.name, bio: row.bio, sex: sexOf(row.sex), tint: row.tint };
}

/** `LoginRecord` of a session row; `currentSessionId` is the session asking. */
export function toLoginRecord(row: LoginRow, currentSessionId: number): LoginRecord {
  return {
    login_id: row.session_id,
    os: { name: row.os_name, version: row.os_version },
    browser: { name: row.browser_name, version: row.browser_version },
    date_added: new Date(row.date_added).toISOString(),
    is_current: row.session_id === currentSessionId,
    is_active: row.is_active,
  };
}
