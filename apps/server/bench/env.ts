/**
 * Settings of the benchmarks from the environment (`BENCH_*` variables; bench/README.md lists
 * them): one reader, so every benchmark refuses a bad value the same way.
 */

/**
 * A positive number from the environment variable `name`, or `fallback` when it is unset or
 * empty.
 * @throws Error naming the variable when it is set to something that is not a positive number
 */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}
