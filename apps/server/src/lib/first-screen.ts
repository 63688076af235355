/**
 * The first screen in the page (docs/decisions/first-screen-in-the-page.md): what the HTML of a web app route carries besides `index.html`, so that the
 * app shows its first screen without asking the network for it, one round trip after another:
 *
 * - The answers of the screen's first API calls, each in a `<script type="application/json"
 *   data-answer="/v1/…">` element (never run: it is data, outside the CSP's `script-src`), made
 *   here through `app.inject` with the request's cookie and address — exactly the answer the
 *   route would give the browser, through the same guards, permissions and response schema.
 *   `GET auth/session` (every page starts with it), then the screen's calls that packages/common
 *   `firstScreen` names for the path (the feed's tabs, an entry, a profile). Other pages get
 *   the session's answer when the request carries a session, and nothing (the plain file) when
 *   it does not.
 *   An answer that is not a 200 is left out: the app asks for it and shows what it says.
 * - `<link rel="modulepreload">` of the screen's lazy modules and every chunk they import
 *   statically (from the build's manifest, dist/.vite/manifest.json), and `<link rel="preload"
 *   as="style">` of their CSS, less what `index.html` loads already: they download beside the
 *   entry's code rather than after it has run.
 *
 * A page that carries a signed-in person's answers is `Cache-Control: private, no-store`; a
 * guest's `private, no-cache` (app.ts). Every answer's JSON is escaped for a script element
 * ({@link scriptJson}); every attribute value with `escape-html`.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { firstScreen, manifestKey, SESSION_REQUEST } from '@potok/common';
import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestToken } from './auth-guard.ts';

/** One chunk of the build's manifest (Vite's `ManifestChunk`, the fields read here). */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

/** The build's manifest: source path or chunk key → chunk. */
export type Manifest = Record<string, ManifestChunk>;

/** The web app's `index.html`, manifest and chunk of each module as read from `dist`. */
export interface WebBuild {
  index: string;
  manifest: Manifest;
  /** Source path → manifest key of its chunk (`.vite/module-chunks.json`; `manifestKey`). */
  moduleChunks: Record<string, string>;
}

/** What {@link prepareFirstScreen} found for a request. */
export interface PreparedScreen {
  /** Whether the session answer is a signed-in person's. */
  signedIn: boolean;
  /** The tags to write before `</head>` (answers and preloads). */
  head: string;
}

/**
 * A JSON text made safe inside an HTML `<script>` element: `<`, `>`, `&` and the line and
 * paragraph separators U+2028 and U+2029 become `\u` escapes, so no `</script>` or `<!--` can
 * end or change the element. Valid JSON still, with the same value: these characters can only
 * stand inside JSON strings, where the escapes mean the same characters.
 */
export function scriptJson(json: string): string {
  return json.replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The `<script type="application/json">` element of one answer. */
export function answerTag(url: string, json: string): string {
  return `<script type="application/json" data-answer="${escapeHtml(url)}">${scriptJson(json)}</script>`;
}

/**
 * The preload tags of `modules` (source paths, found in the manifest by `manifestKey`) and of
 * the chunks they import statically, with their CSS, leaving out every file `index` already
 * names. Modules the manifest does not have are skipped.
 */
export function preloadTags(build: WebBuild, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = build.manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of modules) {
    visit(manifestKey(build.manifest, build.moduleChunks, source) ?? source);
  }
  const named = (file: string) => build.index.includes(`"/${file}"`);
  return [
    ...[...styles]
      .filter((file) => !named(file))
      .map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}">`),
    ...[...files]
      .filter((file) => !named(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`),
  ];
}

/** `index` with `head` before its (first) `</head>`; an index without one is returned as it is. */
export function withFirstScreen(index: string, head: string): string {
  const at = index.indexOf('</head>');
  if (at < 0 || head === '') return index;
  return `${index.slice(0, at)}  ${head}\n  ${index.slice(at)}`;
}

/**
 * Reads `index.html`, the manifest and the module chunks of `dist`, again only when `index.html`
 * changed (each build writes it anew). A build without a manifest has no preloads.
 */
export function webBuildReader(dist: string): () => Promise<WebBuild> {
  let cached: { mtimeMs: number; build: WebBuild } | undefined;
  return async () => {
    const indexPath = path.join(dist, 'index.html');
    const { mtimeMs } = await stat(indexPath);
    if (cached?.mtimeMs === mtimeMs) return cached.build;
    const index = await readFile(indexPath, 'utf8');
    const json = <T>(name: string): Promise<T | Record<string, never>> =>
      readFile(path.join(dist, '.vite', name), 'utf8').then(
        (text) => JSON.parse(text) as T,
        () => ({}),
      );
    const [manifest, moduleChunks] = await Promise.all([
      json<Manifest>('manifest.json'),
      json<Record<string, string>>('module-chunks.json'),
    ]);
    cached = { mtimeMs, build: { index, manifest, moduleChunks } };
    return cached.build;
  };
}

/**
 * One API call made for the page's request: `GET url` with the request's cookie and client
 * address (so the session, the rate limits and the logs are the browser's own), never its
 * `Accept-Language` (the session call stores a sent language on the account, and the browser's
 * is not the one the person chose in the app). The answer's body when it is a 200 JSON answer.
 */
async function call(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
): Promise<string | null> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  if (request.headers.host) headers.host = request.headers.host;
  if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
  try {
    const res = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
    if (res.statusCode !== 200) return null;
    if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) return null;
    return res.body;
  } catch (error) {
    request.log.warn({ url, error: String(error) }, 'first screen: call failed');
    return null;
  }
}

/**
 * The answers and preloads of the first screen of `request`'s page (a GET of a web app route):
 * the session first, then the screen's own calls side by side. Null — the plain `index.html` —
 * for a page without a prepared screen asked for without a session cookie: a guest's shell has
 * nothing to learn from the session's answer that it does not assume.
 */
export async function prepareFirstScreen(
  app: FastifyInstance,
  request: FastifyRequest,
  build: WebBuild,
): Promise<PreparedScreen | null> {
  const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
  if (requestToken(request) === null && firstScreen(pathname, false) === null) return null;
  const session = await call(app, request, SESSION_REQUEST);
  const signedIn =
    session !== null && (JSON.parse(session) as { is_auth?: unknown }).is_auth === true;
  const screen = firstScreen(pathname, signedIn);
  const answers = screen
    ? await Promise.all(
        screen.requests.map(async (url) => [url, await call(app, request, url)] as const),
      )
    : [];
  const tags = [
    ...(screen ? preloadTags(build, screen.modules) : []),
    ...(session === null ? [] : [answerTag(SESSION_REQUEST, session)]),
    ...answers.flatMap(([url, body]) => (body === null ? [] : [answerTag(url, body)])),
  ];
  return { signedIn, head: tags.join('\n    ') };
}
