#!/usr/bin/env node
/**
 * `npm run lighthouse` (not part of `npm test`): Lighthouse (the npm `lighthouse` package) with
 * mobile emulation and its default simulated throttling, in Debian's Chromium (CHROME_PATH,
 * CHROMIUM_PATH or /usr/bin/chromium), on three pages of the demo network served by the real
 * server from the production build:
 * - `/feed` signed in as the demo account (its session cookie passed as a request header),
 * - `/e/{uuid}` of a demo entry with comments, and `/u/{username}` of its author, as a guest.
 * Targets: performance ≥ 95, accessibility 100, best practices 100.
 *
 * Builds what is stale first (scripts/build-if-stale.mjs), starts `apps/server/dist/main.js
 * --demo` on a fresh temporary DATA_DIR at LIGHTHOUSE_PORT (8099 by default), runs each page
 * LIGHTHOUSE_RUNS times (3 by default) and keeps the run of median performance; prints the scores,
 * the largest contentful paint and every audit that keeps a category below 100; writes each kept
 * report as JSON into ./lighthouse (not committed) and, with `--write-docs`, the section
 * "Lighthouse" at the end of docs/benchmarks.md (the hot-path bench keeps that section when it
 * rewrites the file); with `--traces`, each kept run's trace too (`*.trace.json`, for Chromium's
 * performance panel). LIGHTHOUSE_PAGES=/e,/u audits only the pages whose names contain a part.
 * Exits 1 when a page misses a target (or on a failure), 0 otherwise.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from './build-if-stale.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const DOCS_FILE = join(ROOT, 'docs/benchmarks.md');
const OUT = join(ROOT, 'lighthouse');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8099);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const BASE = `http://127.0.0.1:${PORT}`;
const WRITE_DOCS = process.argv.includes('--write-docs');
/** `--traces`: also write the kept run's trace (for Chromium's performance panel) beside its report. */
const TRACES = process.argv.includes('--traces');
/** Category ids of Lighthouse and the least score (0–100) each must reach. */
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 };
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The demo account (apps/server/src/demo/seed.ts DEMO_ACCOUNT, DEMO_PASSWORD). */
const DEMO = { email: 'anya@demo.potok', password: 'potok-demo' };

const chromePath = [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (p) => p && existsSync(p),
);
if (!chromePath) {
  console.error('lighthouse: no Chromium (set CHROME_PATH or apt-get install -y chromium)');
  process.exit(1);
}
process.env.CHROME_PATH = chromePath;

const built = await buildIfStale();
if (built !== 0) process.exit(built);

const dataDir = mkdtempSync(join(tmpdir(), 'potok-lighthouse-'));
const server = spawn(
  process.execPath,
  ['--max-semi-space-size=4', '--heap-growing-percent=20', 'apps/server/dist/main.js', '--demo'],
  {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
let chrome;
/** Stops Chromium and the server and removes the data folder. */
async function cleanUp() {
  await chrome?.kill();
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => cleanUp().finally(() => process.exit(130)));
}

/** Waits until the server answers (the demo network is loaded before it listens). */
async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${BASE}/v1/auth/session`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start within 2 minutes');
}

/** The `name=value` of the session cookie the demo account's sign-in sets. */
async function signIn() {
  const res = await fetch(`${BASE}/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: BASE },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (cookies.length === 0) throw new Error('demo sign-in set no cookie');
  return cookies.join('; ');
}

/** The pages to audit: `[name, path, cookie or undefined]`. */
async function pages(cookie) {
  const abyss = await (await fetch(`${BASE}/v1/feed/abyss?limit=7`)).json();
  const entry = abyss.items.find((e) => e.counters.comments > 0) ?? abyss.items[0];
  if (!entry) throw new Error('the demo network has no entry');
  return [
    ['/feed (signed in)', '/feed', cookie],
    ['/e/{uuid}', `/e/${entry.uuid}`, undefined],
    ['/u/{username}', `/u/${entry.user.username}`, undefined],
  ];
}

/**
 * One Lighthouse run of `path`; resolves with its report (the LHR). A run whose trace failed
 * (Lighthouse's runtime error, e.g. NO_NAVSTART on a busy machine) is tried again, twice at most.
 */
async function audit(path, cookie) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(`${BASE}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(TARGETS),
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    if (!result?.lhr) throw new Error(`no report for ${path}`);
    const failure = result.lhr.runtimeError;
    if (!failure) {
      result.lhr.cpuBlockingMs = cpuBlocking(result.artifacts.Trace.traceEvents);
      if (TRACES) {
        Object.defineProperty(result.lhr, 'trace', {
          value: result.artifacts.Trace,
          enumerable: false,
        });
      }
      return result.lhr;
    }
    if (attempt === 3) throw new Error(`${path}: ${failure.code} ${failure.message}`);
    console.log(`${path}: ${failure.code}, running again`);
  }
}

/**
 * Total blocking time as it would read if every main-thread task had lasted its CPU time (the
 * trace's `tdur`) rather than its wall time (`dur`, what Lighthouse uses, which a busy machine
 * stretches): the sum, over the tasks from the first script evaluation on, of
 * 4 × CPU time − 50 ms (Lighthouse's CPU slowdown and its blocking threshold), at least 0.
 * From the first script evaluation because Lighthouse's simulation (Lantern) places the first
 * paint once the page's render-blocking files — its preloaded modules among them — have arrived,
 * but never counts a module's evaluation as needed for it, so all the app's script work lands
 * after that paint. An estimate beside Lighthouse's own figure, not its simulation.
 */
function cpuBlocking(events) {
  const start = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame,
  );
  if (!start) return null;
  // The page's main thread: the renderer thread that ran the most task time.
  const busy = new Map();
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== start.pid) continue;
    busy.set(e.tid, (busy.get(e.tid) ?? 0) + (e.dur ?? 0));
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = (e) => e.pid === start.pid && e.tid === main && e.ts >= start.ts;
  const scripts = events.filter(
    (e) => onMain(e) && (e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript'),
  );
  if (scripts.length === 0) return null;
  const from = Math.min(...scripts.map((e) => e.ts));
  let blocking = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || !onMain(e) || e.tdur === undefined) continue;
    if (e.ts + e.dur < from) continue;
    blocking += Math.max(0, (4 * e.tdur) / 1000 - 50);
  }
  return blocking;
}

/** Category scores of a report, 0–100. */
function scores(lhr) {
  return Object.fromEntries(
    Object.keys(TARGETS).map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
}

/** Audits that take points from a category: `[category, audit id, title, display value]`. */
function losses(lhr) {
  const out = [];
  for (const id of Object.keys(TARGETS)) {
    for (const ref of lhr.categories[id].auditRefs) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a.score !== null && a.score < 1) {
        out.push([id, a.id, a.title, a.displayValue ?? '', a.score]);
      }
    }
  }
  return out;
}

/** The median element of `items` ordered by `key`. */
function median(items, key) {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const results = [];
let failed = false;
try {
  await waitForServer();
  const cookie = await signIn();
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  mkdirSync(OUT, { recursive: true });
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  for (const [name, path, session] of await pages(cookie)) {
    if (only && !only.some((part) => name.includes(part))) continue;
    const runs = [];
    const loadBefore = os.loadavg()[0];
    for (let i = 0; i < RUNS; i += 1) runs.push(await audit(path, session));
    const kept = median(runs, (lhr) => lhr.categories.performance.score);
    const file = `${name.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '')}.json`;
    writeFileSync(join(OUT, file), JSON.stringify(kept, null, 1));
    if (TRACES)
      writeFileSync(join(OUT, file.replace(/\.json$/, '.trace.json')), JSON.stringify(kept.trace));
    const row = {
      name,
      path,
      scores: scores(kept),
      performanceRange: runs.map((lhr) => Math.round(lhr.categories.performance.score * 100)),
      lcpMs: kept.audits['largest-contentful-paint'].numericValue,
      cls: kept.audits['cumulative-layout-shift'].numericValue,
      tbtMs: kept.audits['total-blocking-time'].numericValue,
      cpuTbtMs: kept.cpuBlockingMs,
      fcpMs: kept.audits['first-contentful-paint'].numericValue,
      losses: losses(kept),
      lighthouseVersion: kept.lighthouseVersion,
      userAgent: kept.environment.hostUserAgent,
      benchmarkIndex: kept.environment.benchmarkIndex,
      load: [loadBefore, os.loadavg()[0]],
    };
    results.push(row);
    const met = Object.entries(TARGETS).every(([id, min]) => row.scores[id] >= min);
    if (!met) failed = true;
    console.log(
      `${name}: performance ${row.scores.performance} (runs ${row.performanceRange.join(', ')}), ` +
        `accessibility ${row.scores.accessibility}, best practices ${row.scores['best-practices']}, ` +
        `LCP ${Math.round(row.lcpMs)} ms, FCP ${Math.round(row.fcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms ` +
        `(by CPU time ${row.cpuTbtMs === null ? '–' : Math.round(row.cpuTbtMs)} ms), ` +
        `CLS ${row.cls.toFixed(3)}; benchmark index ${Math.round(row.benchmarkIndex)}, load ` +
        `${row.load.map((l) => l.toFixed(1)).join('→')} — ${met ? 'targets met' : 'BELOW TARGET'} (lighthouse/${file})`,
    );
    for (const [category, id, title, value, score] of row.losses) {
      console.log(`  ${category}: ${id} (${score}) ${title}${value ? ` — ${value}` : ''}`);
    }
  }
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.message : error}`);
  failed = true;
} finally {
  await cleanUp();
}

if (WRITE_DOCS && results.length > 0) {
  const old = existsSync(DOCS_FILE) ? readFileSync(DOCS_FILE, 'utf8') : '';
  const at = old.indexOf('\n## Lighthouse\n');
  const before = (at === -1 ? old : old.slice(0, at)).trimEnd();
  writeFileSync(DOCS_FILE, `${before}\n\n${section(results)}`);
  console.log('written: docs/benchmarks.md, section "Lighthouse"');
}
process.exit(failed ? 1 : 0);

/** The section "Lighthouse" of docs/benchmarks.md. */
function section(rows) {
  const load = os.loadavg()[0].toFixed(2);
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown';
  const out = [
    '## Lighthouse',
    '',
    'Written by `npm run lighthouse -- --write-docs` (scripts/lighthouse.mjs); the hot-path bench ' +
      'keeps this section when it rewrites the file. Lighthouse with mobile emulation and its ' +
      "default simulated throttling (a mid-range phone on a slow 4G network), Debian's Chromium " +
      'headless, on the demo network (`--demo`) served by the real server from the production ' +
      'build on the embedded database. `/feed` is signed in as the demo account; the entry and ' +
      `the profile are seen as a guest. Each page ran ${RUNS} time${RUNS === 1 ? '' : 's'}; the ` +
      'run of median performance is shown, with the performance of every run. Targets: ' +
      'performance ≥ 95, accessibility 100, best practices 100.',
    '',
    `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ` +
      `${rows[0].lighthouseVersion ? `Lighthouse ${rows[0].lighthouseVersion}, ` : ''}` +
      `${rows[0].userAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, ` +
      `${cpu}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ` +
      `Node ${process.version}; load average (1 min) ${load} at the end.` +
      (process.env.LIGHTHOUSE_NOTE ? ` ${process.env.LIGHTHOUSE_NOTE}` : ''),
    '',
    '| page | performance | runs | accessibility | best practices | LCP ms | FCP ms | TBT ms | TBT by CPU time, ms | CLS | benchmark index | load average | targets met |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  for (const r of rows) {
    const met = Object.entries(TARGETS).every(([id, min]) => r.scores[id] >= min);
    out.push(
      `| ${r.name} | ${r.scores.performance} | ${r.performanceRange.join(', ')} | ` +
        `${r.scores.accessibility} | ${r.scores['best-practices']} | ${Math.round(r.lcpMs)} | ` +
        `${Math.round(r.fcpMs)} | ${Math.round(r.tbtMs)} | ` +
        `${r.cpuTbtMs === null ? '–' : Math.round(r.cpuTbtMs)} | ${r.cls.toFixed(3)} | ` +
        `${Math.round(r.benchmarkIndex)} | ${r.load.map((l) => l.toFixed(1)).join(' → ')} | ${met ? 'yes' : 'no'} |`,
    );
  }
  const lost = rows.flatMap((r) =>
    r.losses.map(
      ([category, id, title, value]) =>
        `- ${r.name}, ${category}: \`${id}\` ${title}${value ? ` (${value})` : ''}`,
    ),
  );
  out.push(
    '',
    "The benchmark index is Lighthouse's measure of the machine's speed when the run began " +
      "(higher is faster); the load average (1 min) is read before and after the page's runs. " +
      'Lighthouse times main-thread tasks by the wall clock and multiplies them by 4 (a ' +
      'mid-range phone): on a busy machine every task lasts longer, so total blocking time, ' +
      'and with it the performance score, reads worse than the app is. "TBT by CPU time" ' +
      'counts each task from the first script evaluation on by its CPU time instead (4 × CPU ' +
      "time − 50 ms, summed; Lighthouse's simulation places all script work after its first " +
      "paint): an estimate of what a quiet machine would show, not Lighthouse's simulation.",
  );
  if (lost.length > 0) out.push('', 'Audits that took points:', '', ...lost);
  out.push('');
  return out.join('\n');
}
