/** The `?redirect=` target of auth screens: a same-site path, never another origin. */

/** A safe path from `?redirect=`, or `fallback` when it is missing or points elsewhere. */
export function safeRedirect(value: string | null, fallback: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  if (value.startsWith('/auth')) return fallback;
  return value;
}
