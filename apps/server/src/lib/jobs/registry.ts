/**
 * Job kinds and their handlers (docs/decisions/jobs.md).
 *
 * A kind is a name, a TypeBox schema of its payload and how many attempts it gets; an area
 * declares its kinds next to the service that enqueues them (`defineJobKind`) and registers a
 * handler for each in the server's registry (`jobRegistry.register(kind, handler)`), which the
 * worker of buildApp reads. A worker claims only the kinds registered in its registry, so a
 * process that does not know a kind (an older version during a rolling restart) leaves its jobs
 * to one that does.
 *
 * Handlers run after the write that enqueued the job has committed, possibly more than once (a
 * process that dies mid-handling leaves the job to be claimed again): they must be idempotent.
 */
import type { Static, TSchema } from 'typebox';
import Value from 'typebox/value';

/** A job kind: its name, the schema of its payload, and its attempts. */
export interface JobKind<P extends TSchema = TSchema> {
  /** Dotted lower-case name, e.g. `link_card.fetch`; stored in `jobs.kind`. */
  readonly name: string;
  /** Schema of the payload (JSON: plain objects, strings, numbers, booleans, arrays, null). */
  readonly payload: P;
  /** Attempts before the job is kept as failed (≥ 1; default 5). */
  readonly maxAttempts: number;
}

/** What a handler learns about the job it runs. */
export interface JobContext {
  jobId: number;
  /** 1 for the first attempt. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the worker stops and its wait for running handlers is over. */
  signal: AbortSignal;
}

/** Runs one job; throwing (or rejecting) fails this attempt with the error's message. */
export type JobHandler<P extends TSchema = TSchema> = (
  payload: Static<P>,
  context: JobContext,
) => Promise<void>;

const KIND_NAME = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/;

/** Default attempts of a kind: the last retry comes ≈ 15 × the base back-off after the first. */
export const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * Declares a job kind.
 * @throws Error when the name is not dotted lower-case or maxAttempts is below 1
 */
export function defineJobKind<P extends TSchema>(
  name: string,
  payload: P,
  options: { maxAttempts?: number } = {},
): JobKind<P> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!KIND_NAME.test(name)) throw new Error(`bad job kind name: ${name}`);
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new Error(`job kind ${name}: maxAttempts must be an integer ≥ 1`);
  }
  return { name, payload, maxAttempts };
}

/**
 * Why `payload` does not match `kind`'s schema (the first problem, e.g. `/entry_id: must be
 * string`), or null when it matches.
 */
export function payloadProblem(kind: JobKind, payload: unknown): string | null {
  if (Value.Check(kind.payload, payload)) return null;
  const first = Value.Errors(kind.payload, payload)[0];
  return first ? `${first.instancePath || '/'}: ${first.message}` : 'does not match';
}

/** A registered kind and its handler. */
export interface RegisteredJob {
  kind: JobKind;
  handler: JobHandler;
}

/** Kinds a worker runs, by name. */
export class JobRegistry {
  readonly #jobs = new Map<string, RegisteredJob>();

  /**
   * Registers `handler` for `kind`.
   * @throws Error when a kind of that name is registered already
   */
  register<P extends TSchema>(kind: JobKind<P>, handler: JobHandler<P>): this {
    if (this.#jobs.has(kind.name)) throw new Error(`job kind ${kind.name} is registered twice`);
    this.#jobs.set(kind.name, { kind, handler: handler as JobHandler });
    return this;
  }

  /** The registered kind of that name, if any. */
  get(name: string): RegisteredJob | undefined {
    return this.#jobs.get(name);
  }

  /** Names of the registered kinds. */
  names(): string[] {
    return [...this.#jobs.keys()];
  }
}

/** The server's registry: the worker buildApp makes runs these kinds. */
export const jobRegistry = new JobRegistry();
