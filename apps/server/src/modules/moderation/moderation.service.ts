/**
 * The operators' rules (docs/decisions.md "Operators' command"): what `npm run admin` does to
 * people and content, written here so that every way of running a command — and any future
 * operators' page — applies the same rules. Errors are `NotFound` with the one line an operator
 * reads.
 */
import type { ModerationRepository, PersonRow } from './moderation.repository.ts';

export type { PersonRow };

/** Something an operator named does not exist; the message names it. */
export class NotFound extends Error {
  override name = 'NotFound';
}

/** Creates the moderation service. */
export function createModerationService(deps: { repository: ModerationRepository }) {
  const { repository } = deps;

  /**
   * The account `username` (a leading `@` is dropped; ignoring case; any state).
   * @throws NotFound when there is none
   */
  async function person(username: string): Promise<PersonRow> {
    const row = await repository.personByUsername(username.replace(/^@/, ''));
    if (!row) throw new NotFound(`no person @${username.replace(/^@/, '')}`);
    return row;
  }

  return {
    person,

    /** Accounts matching `query` by username, address or name (see the repository). */
    async findPeople(query: string, limit: number): Promise<PersonRow[]> {
      return repository.findPeople(query, limit);
    },
  };
}

/** The moderation service. */
export type ModerationService = ReturnType<typeof createModerationService>;
