/**
 * The password strength rule, one for the server (authority, `password_too_weak`) and the web
 * register form (instant feedback): a password is refused when the estimator `@zxcvbn-ts/core`
 * (DESIGN.md §3 "password strength"), with the common-password dictionary and keyboard graphs of
 * `@zxcvbn-ts/language-common`, scores it below {@link PASSWORD_MIN_SCORE}. Spec §5 "Password
 * length": the help text asks for "not a birthday or pet name"; the estimator finds common
 * passwords, keyboard walks, repeats, sequences and dates, and counts the account's own name,
 * username and e-mail as guessable (docs/decisions/password-strength.md).
 *
 * The estimator and its dictionaries (≈ 235 KiB gzipped on the web, ≈ 11 MB of heap on the
 * server) are imported lazily by {@link loadPasswordRule}, once per process or page: nothing here
 * loads them at import time, so the web's first screen does not carry them.
 *
 * ```ts
 * const rule = await loadPasswordRule();
 * rule.isWeak('12345678', { username: 'anya' }); // true
 * ```
 */

/**
 * The lowest zxcvbn score (0–4) a password must reach: 2, "somewhat guessable", at least about
 * 10^6 guesses — out of reach of online guessing behind the login rate limit. Score 3 (10^8)
 * would refuse every 8-character password, even a random one (the estimator counts at most 10^8
 * guesses for 8 unknown characters), against the 8-character minimum of LIMITS.passwordMin.
 */
export const PASSWORD_MIN_SCORE = 2;

/**
 * How many characters of a password the estimator sees: its time grows faster than the length,
 * so the estimate is of the first 100 (a longer password is judged by them; refusing one only
 * ever errs towards caution).
 */
export const PASSWORD_ESTIMATE_LENGTH = 100;

/** The account a password belongs to; each part counts as a guessable word. */
export interface PasswordOwner {
  name?: string;
  username?: string;
  email?: string;
}

/** The loaded rule: pure and synchronous, ≈ 1–5 ms per call for ordinary passwords. */
export interface PasswordRule {
  /** The zxcvbn score 0–4 of `password` for `owner` (the lower of "as typed" and "on QWERTY keys"). */
  score(password: string, owner?: PasswordOwner): number;
  /** Whether `password` scores below {@link PASSWORD_MIN_SCORE} for `owner`. */
  isWeak(password: string, owner?: PasswordOwner): boolean;
}

/** Words of the product itself: a password built on the site's name is guessed first. */
const SITE_WORDS = ['potok', 'поток'];

/**
 * The Russian ЙЦУКЕН layout on the keys of QWERTY: `йцукенгш` is the walk `qwertyui`, `пароль`
 * is `gfhjkm` (itself a common password). The estimator's keyboard graphs and dictionary are
 * Latin, so a Cyrillic password is also judged by the keys it was typed on.
 */
const JCUKEN_TO_QWERTY: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ['йцукенгшщзхъ', 'qwertyuiop[]', 'QWERTYUIOP{}'],
    ['фывапролджэ', "asdfghjkl;'", 'ASDFGHJKL:"'],
    ['ячсмитьбю', 'zxcvbnm,.', 'ZXCVBNM<>'],
    ['ё', '`', '~'],
  ].flatMap(([cyrillic, lower, upper]) =>
    [...(cyrillic as string)].flatMap((letter, i) => [
      [letter, (lower as string)[i] as string],
      [letter.toUpperCase(), (upper as string)[i] as string],
    ]),
  ),
);

/** `text` as typed with the ЙЦУКЕН layout on QWERTY keys (other characters unchanged). */
export function onQwertyKeys(text: string): string {
  let out = '';
  for (const char of text) out += JCUKEN_TO_QWERTY[char] ?? char;
  return out;
}

/**
 * The guessable words of an account: name and its words, username, e-mail, its local part and
 * the local part's pieces (split at `.`, `_`, `-`, `+`), the site's name; lower case, unique,
 * empty ones dropped.
 */
export function passwordUserInputs(owner: PasswordOwner = {}): string[] {
  const words = new Set<string>(SITE_WORDS);
  const add = (value: string | undefined) => {
    const word = value?.trim().toLowerCase();
    if (word) words.add(word);
  };
  add(owner.name);
  for (const part of owner.name?.split(/[\s.,_+-]+/u) ?? []) add(part);
  add(owner.username);
  add(owner.email);
  const local = owner.email?.split('@')[0];
  add(local);
  for (const part of local?.split(/[._+-]+/) ?? []) add(part);
  return [...words];
}

let loading: Promise<PasswordRule> | undefined;

/**
 * Loads the estimator and its dictionaries (once; a failed load is retried on the next call)
 * and returns the rule.
 */
export function loadPasswordRule(): Promise<PasswordRule> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
        maxLength: PASSWORD_ESTIMATE_LENGTH,
      });
      const score = (password: string, owner?: PasswordOwner): number => {
        const inputs = passwordUserInputs(owner);
        const typed = zxcvbn.check(password, inputs).score;
        const keys = onQwertyKeys(password);
        if (keys === password || typed < PASSWORD_MIN_SCORE) return typed;
        const keyInputs = [...new Set([...inputs, ...inputs.map(onQwertyKeys)])];
        return Math.min(typed, zxcvbn.check(keys, keyInputs).score);
      };
      return {
        score,
        isWeak: (password, owner) => score(password, owner) < PASSWORD_MIN_SCORE,
      };
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
