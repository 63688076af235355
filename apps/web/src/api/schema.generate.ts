/**
 * Generates `schema.gen.ts`, the TypeScript types of the API, from the committed OpenAPI
 * document `docs/api/openapi.json` with `openapi-typescript` (DESIGN.md §3 "schemas": one schema
 * types both apps; docs/decisions/typed-client.md). `npm run api-types` writes the file
 * (`npm run openapi` runs it after rewriting the document); `schema.gen.test.ts` fails when the
 * committed file is not what the document generates. Never imported by the app.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const here = dirname(fileURLToPath(import.meta.url));

/** The committed OpenAPI document, the input. */
export const OPENAPI_DOCUMENT = join(here, '../../../../docs/api/openapi.json');

/** The generated types, the output (committed). */
export const API_TYPES_FILE = join(here, 'schema.gen.ts');

const HEADER = `/**
 * Types of the HTTP API, generated from docs/api/openapi.json by openapi-typescript.
 * Do not edit: run \`npm run api-types\` (or \`npm run openapi\`, which also rewrites the document).
 */

`;

/** The text of `schema.gen.ts` for the document as it is on disk now. */
export async function generateApiTypes(): Promise<string> {
  const document = JSON.parse(readFileSync(OPENAPI_DOCUMENT, 'utf8'));
  const ast = await openapiTS(document, { alphabetize: false });
  return HEADER + astToString(ast);
}
