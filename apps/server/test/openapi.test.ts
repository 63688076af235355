/**
 * The committed OpenAPI document (docs/api/openapi.json) is what the route schemas generate
 * (CONVENTIONS.md "Tooling": an API change is always a visible diff). `npm run openapi`
 * rewrites the file; this test fails when it is stale.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { createTestApp, type TestApp } from './harness.ts';

const FILE = path.join(REPO_ROOT, 'docs/api/openapi.json');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
});
