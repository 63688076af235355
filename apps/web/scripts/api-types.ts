/**
 * `npm run api-types`: rewrites apps/web/src/api/schema.gen.ts from docs/api/openapi.json
 * (see `src/api/schema.generate.ts`).
 */
import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, generateApiTypes } from '../src/api/schema.generate.ts';

writeFileSync(API_TYPES_FILE, await generateApiTypes());
console.log(`api-types: wrote ${API_TYPES_FILE}`);
