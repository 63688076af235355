/**
 * The link-card fetcher (DESIGN.md §3 "link previews", §7 security; spec §3 "Entry": `link
 * { url, title, icon }`): reads a page's title and icon for the card under an entry.
 *
 * What it does with `fetchLinkPreview(url)`:
 * - **Only http and https**, at the start and at every redirect (at most `maxRedirects`, 3 by
 *   default; a fourth is refused).
 * - **No private addresses**: every connection goes through request-filtering-agent's http(s)
 *   agents, which check the address actually connected to — an IP literal in the URL, every
 *   address a DNS name resolves to, and so every redirect hop. Loopback (127.0.0.0/8, ::1),
 *   private (10/8, 172.16/12, 192.168/16, fc00::/7), link-local and metadata (169.254.0.0/16,
 *   fe80::/10), carrier-grade NAT, unspecified and every other non-unicast range are refused.
 *   `allowAddresses` (IPs or CIDRs) lifts the refusal for exactly those; the server passes the
 *   loopback ranges only when LINK_PREVIEW_ALLOW_LOOPBACK is set (tests; config.ts).
 * - **Time cap**: reading the page — every hop — ends after `timeoutMs`
 *   (5 s by default).
 * - **Size cap**: the page is read only until its `<head>` ends; a head not over within
 *   `maxBytes` (512 KiB of decoded body by default) gives no card. The body is asked for
 *   uncompressed; a compressed one is inflated with the same cap.
 * - **HTML only** (`text/html`, `application/xhtml+xml`) with a 2xx status.
 * - **Parsing** with htmlparser2 (streaming): the title is the first of `og:title`,
 *   `twitter:title` and `<title>` (whitespace collapsed, at most TITLE_MAX_LENGTH characters);
 *   the icon is the first `<link rel="icon">` (also `shortcut icon`), else
 *   `apple-touch-icon`, resolved against the page's final URL, kept only when it is an http(s)
 *   URL of at most ICON_MAX_LENGTH characters; without one, `/favicon.ico` of the page's origin
 *   when it answers 2xx. The charset is the response header's, else the page's `<meta charset>`
 *   / `http-equiv` one, else UTF-8.
 * - **The icon's bytes** are read once, here, through the same agents (so every redirect hop of
 *   the icon is checked too), with a time cap of their own (`timeoutMs` again, after the page)
 *   and a size cap (`maxImageBytes`, uploads' image cap by default: reading stops past it, and
 *   a `Content-Length` over it is not read at all). The bytes are returned as they came, not
 *   trusted: the caller sniffs and re-encodes them (modules/links/link-icon.ts;
 *   docs/decisions/link-card-media.md). Any failure of the icon — refused address, time-out,
 *   too big, not 2xx — only leaves the card without icon bytes; it never fails the card.
 *
 * Outcomes: `{ title, icon, iconBytes }` (each may be null: nothing usable found; `icon` is the
 * source address of `iconBytes`, for the caller's checks only, never shown) — also for a page that
 * is refused, not HTML, too big, or answers 4xx, since asking again would not change it. A
 * time-out, a network failure or a 5xx throws `LinkPreviewError` with `retry: true` (the job
 * may try again later). Nothing here logs: the caller decides, and errors carry one-line
 * messages, never a stack.
 */
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { MEDIA_LIMITS } from '@potok/common';
import { Parser } from 'htmlparser2';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/** Longest title kept, characters (code points). */
export const TITLE_MAX_LENGTH = 300;
/** Longest icon URL kept, characters. */
export const ICON_MAX_LENGTH = 2048;
/** Default caps of the fetcher. */
export const LINK_PREVIEW_DEFAULTS = {
  timeoutMs: 5000,
  maxBytes: 512 * 1024,
  maxRedirects: 3,
  /** The icon's bytes at most: uploads' image cap (spec §9; MEDIA_LIMITS.imageBytes). */
  maxImageBytes: MEDIA_LIMITS.imageBytes,
} as const;
/** The loopback ranges LINK_PREVIEW_ALLOW_LOOPBACK lets the fetcher reach (tests only). */
export const LOOPBACK_RANGES: readonly string[] = ['127.0.0.0/8', '::1'];

/** What a page gives its card; null: nothing usable found. */
export interface LinkPreview {
  title: string | null;
  /** Where the icon was read from (never shown to readers: docs/decisions/link-card-media.md). */
  icon: string | null;
  /** The icon's bytes as received (unchecked, at most `maxImageBytes`), or null. */
  iconBytes: Buffer | null;
}

/** The empty preview: the card shows the host. */
const NOTHING: LinkPreview = { title: null, icon: null, iconBytes: null };

/** A failure that asking again later may cure (time-out, network, 5xx). */
export class LinkPreviewError extends Error {
  override name = 'LinkPreviewError';
  readonly retry = true;
}

/** Options of the fetcher; every field optional (defaults above). */
export interface LinkPreviewOptions {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Bytes of an icon read at most. */
  maxImageBytes?: number;
  /** IPs or CIDRs reachable although not public (LOOPBACK_RANGES in tests; none in production). */
  allowAddresses?: readonly string[];
  /** The name resolver (default: the system's); the agents check what it answers. */
  lookup?: LookupFunction;
  /** The User-Agent header sent. */
  userAgent?: string;
}

/** A fetcher of link previews. */
export interface LinkPreviewFetcher {
  /**
   * The preview of `url` (see the module comment).
   * @param signal aborts the fetch (as a time-out: `LinkPreviewError`)
   * @throws LinkPreviewError on a time-out, a network failure or a 5xx
   */
  fetch(url: string, signal?: AbortSignal): Promise<LinkPreview>;
  /** Closes the agents' idle sockets. */
  close(): void;
}

/** A permanent refusal (not retried): the card shows the host. */
class NoPreview extends Error {}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

function isHttpUrl(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

/** `text/html; charset=x` → `{ type: 'text/html', charset: 'x' }` (lower-case). */
function contentType(header: string | undefined): { type: string; charset: string | null } {
  const [type = '', ...params] = (header ?? '').split(';');
  let charset: string | null = null;
  for (const param of params) {
    const [key, value] = param.split('=');
    if (key?.trim().toLowerCase() === 'charset' && value) {
      charset = value.trim().replace(/^"|"$/g, '').toLowerCase();
    }
  }
  return { type: type.trim().toLowerCase(), charset };
}

/** A TextDecoder for `label`, or null when the label is not a known encoding. */
function decoderFor(label: string): TextDecoder | null {
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

/** Whitespace collapsed, trimmed, cut to `max` code points; null when empty. */
function cleanText(text: string, max: number): string | null {
  const value = text.replace(/\s+/g, ' ').trim();
  if (!value) return null;
  const chars = Array.from(value);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : value;
}

/** `href` resolved against `base`, when it is an http(s) URL short enough to keep. */
function absoluteHttpUrl(href: string | undefined, base: string): string | null {
  if (!href?.trim()) return null;
  try {
    const url = new URL(href.trim(), base);
    if (!isHttpUrl(url) || url.href.length > ICON_MAX_LENGTH) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** What the head of a page says, collected while parsing. */
interface HeadFacts {
  ogTitle: string | null;
  twitterTitle: string | null;
  title: string;
  icon: string | null;
  touchIcon: string | null;
  /** A charset the page declares in `<meta>`. */
  charset: string | null;
  /** The head is over (`</head>` or `<body>` seen). */
  done: boolean;
}

function newFacts(): HeadFacts {
  return {
    ogTitle: null,
    twitterTitle: null,
    title: '',
    icon: null,
    touchIcon: null,
    charset: null,
    done: false,
  };
}

/** A streaming parser of a page's head, collecting into `facts`. */
function headParser(facts: HeadFacts): Parser {
  let inTitle = false;
  let titleSeen = false;
  return new Parser(
    {
      onopentag(name, attribs) {
        if (facts.done) return;
        if (name === 'body') facts.done = true;
        else if (name === 'title' && !titleSeen) inTitle = true;
        else if (name === 'meta') {
          const key = (attribs.property ?? attribs.name ?? '').trim().toLowerCase();
          const content = attribs.content ?? '';
          if (key === 'og:title' && facts.ogTitle === null) facts.ogTitle = content;
          if (key === 'twitter:title' && facts.twitterTitle === null) {
            facts.twitterTitle = content;
          }
          if (attribs.charset) facts.charset ??= attribs.charset.trim().toLowerCase();
          if (attribs['http-equiv']?.toLowerCase() === 'content-type') {
            facts.charset ??= contentType(content).charset;
          }
        } else if (name === 'link') {
          const rel = (attribs.rel ?? '').toLowerCase().split(/\s+/);
          if (rel.includes('icon')) facts.icon ??= attribs.href ?? null;
          else if (rel.includes('apple-touch-icon')) facts.touchIcon ??= attribs.href ?? null;
        }
      },
      ontext(text) {
        if (inTitle) facts.title += text;
      },
      onclosetag(name) {
        if (name === 'title' && inTitle) {
          inTitle = false;
          titleSeen = true;
        }
        if (name === 'head') facts.done = true;
      },
    },
    { decodeEntities: true },
  );
}

/** The response body, inflated when the server compressed it anyway. */
function bodyStream(res: IncomingMessage): Readable {
  const encoding = (res.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity' || encoding === '') return res;
  const inflate =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (!inflate) throw new NoPreview(`content encoding ${encoding}`);
  // pipeline: a response that fails or is aborted fails the inflated stream too.
  return pipeline(res, inflate, () => {});
}

/**
 * Reads the page's head from `res` (see the module comment): stops at the end of the head,
 * refuses past `maxBytes`.
 */
async function readHead(res: IncomingMessage, maxBytes: number, signal: AbortSignal) {
  const { charset: headerCharset } = contentType(res.headers['content-type']);
  let facts = newFacts();
  let decoder = decoderFor(headerCharset ?? 'utf-8') ?? new TextDecoder('utf-8');
  let parser = headParser(facts);
  const chunks: Buffer[] = [];
  let size = 0;
  let restarted = headerCharset !== null;
  const body = bodyStream(res);
  try {
    for await (const chunk of body) {
      if (signal.aborted) break;
      const bytes = chunk as Buffer;
      size += bytes.length;
      if (size > maxBytes) throw new NoPreview('the head is larger than the size cap');
      chunks.push(bytes);
      parser.write(decoder.decode(bytes, { stream: true }));
      // A page that names another charset than the one assumed is read again with it, once.
      if (!restarted && facts.charset && decoder.encoding !== facts.charset) {
        restarted = true;
        const declared = decoderFor(facts.charset);
        if (declared && declared.encoding !== decoder.encoding) {
          decoder = declared;
          facts = { ...newFacts(), charset: facts.charset };
          parser = headParser(facts);
          parser.write(decoder.decode(Buffer.concat(chunks), { stream: true }));
        }
      }
      if (facts.done) break;
    }
  } finally {
    body.destroy();
    res.destroy();
  }
  if (signal.aborted) throw new LinkPreviewError('timed out');
  parser.write(decoder.decode());
  parser.end();
  return facts;
}

/** Creates a fetcher with `options` (see the module comment). */
export function createLinkPreviewFetcher(options: LinkPreviewOptions = {}): LinkPreviewFetcher {
  const timeoutMs = options.timeoutMs ?? LINK_PREVIEW_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? LINK_PREVIEW_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? LINK_PREVIEW_DEFAULTS.maxRedirects;
  const maxImageBytes = options.maxImageBytes ?? LINK_PREVIEW_DEFAULTS.maxImageBytes;
  const filter = { allowIPAddressList: [...(options.allowAddresses ?? [])] };
  const agents = {
    http: new RequestFilteringHttpAgent(filter),
    https: new RequestFilteringHttpsAgent(filter),
  };
  const headers = {
    'user-agent': options.userAgent ?? 'PotokLinkPreview/1.0',
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
    'accept-encoding': 'identity',
  };

  /** One GET of `url` through the filtering agents; resolves with the response's head. */
  function get(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const secure = url.protocol === 'https:';
      const request = (secure ? https : http).get(url, {
        agent: secure ? agents.https : agents.http,
        headers,
        signal,
        ...(options.lookup ? { lookup: options.lookup } : {}),
      });
      request.once('response', resolve);
      request.once('error', (error: Error) => {
        if (signal.aborted) reject(new LinkPreviewError('timed out'));
        // request-filtering-agent's refusal: "DNS lookup … is not allowed. Because …"
        else if (/is not allowed/.test(error.message)) reject(new NoPreview('address refused'));
        else reject(new LinkPreviewError(`network: ${error.message.split('\n')[0]}`));
      });
    });
  }

  /** GETs `start`, following at most `maxRedirects` http(s) redirects. */
  async function follow(start: URL, signal: AbortSignal) {
    let url = start;
    for (let hop = 0; ; hop++) {
      const res = await get(url, signal);
      const status = res.statusCode ?? 0;
      if (!REDIRECTS.has(status)) return { res, url };
      res.destroy();
      if (hop >= maxRedirects) throw new NoPreview('too many redirects');
      let next: URL;
      try {
        next = new URL(res.headers.location ?? '', url);
      } catch {
        throw new NoPreview('bad redirect');
      }
      if (!res.headers.location || !isHttpUrl(next)) throw new NoPreview('bad redirect');
      url = next;
    }
  }

  /**
   * The bytes `url` answers with a 2xx, read to the end within `maxImageBytes`; null for
   * anything else (refused address, redirect limit, not 2xx, too big, time-out, network).
   */
  async function readImage(url: URL, signal: AbortSignal): Promise<Buffer | null> {
    try {
      const { res } = await follow(url, signal);
      const status = res.statusCode ?? 0;
      const declared = Number(res.headers['content-length'] ?? Number.NaN);
      if (status < 200 || status > 299 || declared > maxImageBytes) {
        res.destroy();
        return null;
      }
      const body = bodyStream(res);
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of body) {
          size += (chunk as Buffer).length;
          if (size > maxImageBytes) return null; // stop reading: the rest is never asked for
          chunks.push(chunk as Buffer);
        }
      } finally {
        body.destroy();
        res.destroy();
      }
      return signal.aborted || size === 0 ? null : Buffer.concat(chunks);
    } catch {
      return null;
    }
  }

  /**
   * The icon named by the page (`named`), else `/favicon.ico` of `page`'s origin, with its
   * bytes; its own time cap, joined to `outer`.
   */
  async function icon(
    named: string | null,
    page: URL,
    outer: AbortSignal | undefined,
  ): Promise<Pick<LinkPreview, 'icon' | 'iconBytes'>> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = outer ? AbortSignal.any([outer, timeout]) : timeout;
    if (named) return { icon: named, iconBytes: await readImage(new URL(named), signal) };
    const fallback = new URL('/favicon.ico', page.origin);
    const iconBytes = await readImage(fallback, signal);
    return iconBytes ? { icon: fallback.href, iconBytes } : { icon: null, iconBytes: null };
  }

  return {
    async fetch(target, outer) {
      let start: URL;
      try {
        start = new URL(target);
      } catch {
        return NOTHING;
      }
      if (!isHttpUrl(start)) return NOTHING;
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = outer ? AbortSignal.any([outer, timeout]) : timeout;
      try {
        const { res, url } = await follow(start, signal);
        const status = res.statusCode ?? 0;
        if (status >= 500) {
          res.destroy();
          throw new LinkPreviewError(`status ${status}`);
        }
        if (status < 200 || status > 299) {
          res.destroy();
          return NOTHING;
        }
        if (!HTML_TYPES.has(contentType(res.headers['content-type']).type)) {
          res.destroy();
          return NOTHING;
        }
        const facts = await readHead(res, maxBytes, signal);
        const title =
          cleanText(facts.ogTitle ?? '', TITLE_MAX_LENGTH) ??
          cleanText(facts.twitterTitle ?? '', TITLE_MAX_LENGTH) ??
          cleanText(facts.title, TITLE_MAX_LENGTH);
        const named =
          absoluteHttpUrl(facts.icon ?? undefined, url.href) ??
          absoluteHttpUrl(facts.touchIcon ?? undefined, url.href);
        return { title, ...(await icon(named, url, outer)) };
      } catch (error) {
        if (error instanceof NoPreview) return NOTHING;
        if (error instanceof LinkPreviewError) throw error;
        if (signal.aborted) throw new LinkPreviewError('timed out');
        const message = error instanceof Error ? error.message : String(error);
        throw new LinkPreviewError(`failed: ${message.split('\n')[0]}`);
      }
    },
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
