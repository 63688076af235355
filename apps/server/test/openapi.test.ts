/**
 * The committed OpenAPI document (docs/api/openapi.json) is what the route schemas generate
 * (CONVENTIONS.md "Tooling": an API change is always a visible diff). `npm run openapi`
 * rewrites the file; this test fails when it is stale.
 *
 * The document is complete enough for a client generator (lib/openapi.ts): every operation has
 * a unique operationId, a security requirement that matches what a guest gets, and the statuses
 * the server's guards answer, each described and with the catalogue's error body — checked here
 * against the running server, for every operation, so a route added later is covered. Redocly's
 * recommended rules run on the file in `npm test` (`npm run lint:openapi`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { type GivenUser, given } from './given.ts';
import { createTestApp, type TestApp } from './harness.ts';

const FILE = path.join(REPO_ROOT, 'docs/api/openapi.json');

/** The parts of an operation these tests read. */
interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema?: { $ref?: string } }> }
  >;
}

/** The parts of the document these tests read. */
interface Document {
  info: { license?: { name?: string; url?: string } };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Document;
let user: GivenUser;
/** Every operation of the document, with its method (upper case) and path. */
let operations: { method: string; path: string; op: Operation }[];

beforeAll(async () => {
  t = await createTestApp();
  user = await given.user(t);
  doc = (await t.app.inject({ method: 'GET', url: '/v1/docs/json' })).json<Document>();
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(() => t.close());

/** `path` with every `{param}` filled with a value no row has (the answer is then a 404). */
function url(path: string, query = ''): string {
  return `${path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'id' ? '999999' : `no-such-${name}`))}${query}`;
}

/** Whether a security requirement list lets a guest call (it holds the empty requirement). */
function openToGuests(security: Record<string, string[]>[]): boolean {
  return security.some((requirement) => Object.keys(requirement).length === 0);
}

/** Whether `method` changes state. */
function isWrite(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method);
}

describe('OpenAPI document', () => {
  it('is served at /v1/docs/json and matches the committed docs/api/openapi.json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const served = `${JSON.stringify(res.json(), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(FILE, served);
    expect(existsSync(FILE), 'docs/api/openapi.json is missing: run `npm run openapi`').toBe(true);
    expect(served, 'the API changed: run `npm run openapi` and commit docs/api/openapi.json').toBe(
      readFileSync(FILE, 'utf8'),
    );
    const paths = Object.keys(res.json().paths);
    expect(paths).toContain('/v1/entry');
    expect(paths).toContain('/v1/feed/timeline');
    expect(paths).toContain('/v1/auth/register');
  });

  it('serves the interactive documentation page at /v1/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('names every operation with a unique camelCase operationId', () => {
    const ids = operations.map(({ op }) => op.operationId);
    for (const [i, id] of ids.entries()) {
      const { method, path } = operations[i] as (typeof operations)[number];
      expect(id, `${method} ${path}`).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/v1/entry/{uuid}']?.get?.operationId).toBe('getEntry');
    expect(doc.paths['/v1/entry/{uuid}/comments']?.post?.operationId).toBe('createEntryComment');
  });

  it('declares servers, a licence and every tag an operation uses, each described', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(doc.info.license).toEqual({ name: expect.any(String), url: expect.any(String) });
    const declared = new Map((doc.tags ?? []).map((tag) => [tag.name, tag.description]));
    for (const { method, path, op } of operations) {
      expect(op.tags?.length, `${method} ${path} has a tag`).toBeGreaterThan(0);
      for (const tag of op.tags ?? []) {
        expect(declared.get(tag), `tag ${tag} of ${method} ${path}`).toMatch(/\w/);
      }
    }
  });

  it("states each operation's security, and a guest gets 401 exactly where it needs a user", async () => {
    const schemes = Object.keys(doc.components.securitySchemes).sort();
    expect(schemes).toEqual(['bearer', 'cookie']);
    for (const { method, path, op } of operations) {
      const name = `${method} ${path}`;
      expect(op.security, name).toBeDefined();
      const security = op.security ?? [];
      // Both schemes, as alternatives, with or without the guest's empty requirement.
      expect(
        security.filter((r) => Object.keys(r).length > 0),
        name,
      ).toEqual([{ cookie: [] }, { bearer: [] }]);
      const guest = await t.app.inject({
        method: method as 'GET',
        url: url(path),
        payload: isWrite(method) ? {} : undefined,
      });
      if (openToGuests(security)) {
        expect(guest.statusCode, `${name} as a guest`).not.toBe(401);
      } else {
        expect(guest.statusCode, `${name} as a guest`).toBe(401);
        expect(op.responses['401'], name).toBeDefined();
        // A stream (`GET /v1/events`) never ends by itself: its signed-in answer is checked over
        // real HTTP in modules/events/events.test.ts.
        if (op.responses['200']?.content?.['text/event-stream']) continue;
        // With a session (a wrong logout_hash: nothing is ended), the call is not refused as a guest's.
        const signedIn = await t.app.inject({
          method: method as 'GET',
          url: url(path),
          headers: user.bearer,
          payload: isWrite(method) ? { logout_hash: 'not-the-hash' } : undefined,
        });
        expect(signedIn.statusCode, `${name} signed in`).not.toBe(401);
      }
    }
  });

  it("declares the statuses the server's guards answer, described, with the catalogue's error body", () => {
    for (const { method, path, op } of operations) {
      const name = `${method} ${path}`;
      const codes = Object.keys(op.responses);
      const expected = ['200', '400', '500', '503'];
      if (!openToGuests(op.security ?? [])) expected.push('401');
      if (isWrite(method)) expected.push('403', '413', '415', '429');
      expect(codes, name).toEqual(expect.arrayContaining(expected));
      for (const [code, response] of Object.entries(op.responses)) {
        expect(response.description, `${name} ${code}`).toMatch(/\w/);
        expect(response.description, `${name} ${code}`).not.toBe('Default Response');
        if (code.startsWith('2')) continue;
        expect(response.content?.['application/json']?.schema, `${name} ${code}`).toEqual({
          $ref: '#/components/schemas/ErrorBody',
        });
      }
    }
    expect(doc.components.schemas.ErrorBody).toMatchObject({ required: ['status', 'message'] });
  });

  it('answers 400 bad_request on every operation to a query string the input guard refuses', async () => {
    for (const { method, path } of operations) {
      const res = await t.app.inject({
        method: method as 'GET',
        url: url(path, '?note=%00'),
        headers: user.bearer,
        payload: isWrite(method) ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${path}`).toBe(400);
      expect(res.json(), `${method} ${path}`).toMatchObject({ status: 'bad_request' });
    }
  });

  it('answers 415 unsupported_type on every write sent a body it does not read', async () => {
    for (const { method, path } of operations.filter((o) => isWrite(o.method))) {
      const res = await t.app.inject({
        method: method as 'POST',
        url: url(path),
        headers: { ...user.bearer, 'content-type': 'application/xml' },
        payload: '<entry/>',
      });
      expect(res.statusCode, `${method} ${path}`).toBe(415);
      expect(res.json(), `${method} ${path}`).toMatchObject({ status: 'unsupported_type' });
    }
  });
});
