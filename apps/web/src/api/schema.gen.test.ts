/**
 * The committed API types (`schema.gen.ts`) are what the committed OpenAPI document generates,
 * so a changed response shape reaches the web build (`tsc -p apps/web`) and never drifts
 * unnoticed. `npm run api-types` rewrites the file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from './schema.generate.ts';

describe('generated API types', () => {
  it('match docs/api/openapi.json', async () => {
    const fresh = await generateApiTypes();
    expect(existsSync(API_TYPES_FILE), 'schema.gen.ts is missing: run `npm run api-types`').toBe(
      true,
    );
    expect(
      readFileSync(API_TYPES_FILE, 'utf8') === fresh,
      'the OpenAPI document changed: run `npm run api-types` and commit apps/web/src/api/schema.gen.ts',
    ).toBe(true);
  });
});
