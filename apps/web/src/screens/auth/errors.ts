/** Which auth form field a failed call's status belongs to (spec §5 "Server-side rules"). */

/** Fields of the auth forms. */
export type AuthField = 'name' | 'username' | 'email' | 'password';

/** The field a status is about, or null for a form-wide error. */
export function fieldOfStatus(status: string): AuthField | null {
  if (status.startsWith('name_')) return 'name';
  if (status.startsWith('username_')) return 'username';
  if (status.startsWith('email_')) return 'email';
  if (status.startsWith('password_')) return 'password';
  return null;
}
