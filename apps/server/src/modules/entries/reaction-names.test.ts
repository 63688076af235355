/**
 * The reaction names a client may send are an `enum` in the OpenAPI document, made from
 * packages/common's REACTIONS, and the server still answers a name outside it with the
 * catalogue's `reaction_not_valid` (entries.routes.ts), on a real database (PGlite; PostgreSQL
 * with TEST_DATABASE_URL), nothing changed by a refusal.
 */
import { REACTIONS } from '@potok/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, given } from '../../../test/given.ts';
import { countAll, createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A JSON-schema object of the OpenAPI document, as far as read here. */
type JsonSchema = { enum?: unknown[]; properties?: Record<string, JsonSchema>; items?: JsonSchema };

describe('reaction names', () => {
  it('are an enum of REACTIONS in the OpenAPI document, in the body and in the answer', async () => {
    const res = await t.app.inject({ url: '/v1/docs/json' });
    const doc = res.json();
    for (const method of ['post', 'delete']) {
      const operation = doc.paths['/v1/entry/{uuid}/react'][method];
      const body: JsonSchema = operation.requestBody.content['application/json'].schema;
      expect(body.properties!.react!.enum, method).toEqual(REACTIONS);
      const answer: JsonSchema = operation.responses['200'].content['application/json'].schema;
      expect(answer.properties!.payload!.items!.properties!.react!.enum, method).toEqual(REACTIONS);
    }
  });

  it('outside the set answer reaction_not_valid; a body without one bad_request; nothing changes', async () => {
    const ann = await given.user(t);
    const bob = await given.user(t);
    const entry = await given.entry(t, ann, { text: 'react to me' });
    const url = `entry/${entry.uuid}/react`;
    const before = await countAll(t.db, ['entry_reactions']);
    for (const react of ['poop', '👍', 'constructor', 'HEART', '', 'x'.repeat(100), 7]) {
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await callApi(t, method, url, bob, { react });
        expect(res.statusCode, `${method} ${String(react)}`).toBe(400);
        expect(res.json().status, `${method} ${String(react)}`).toBe('reaction_not_valid');
      }
    }
    const asForm = await callApi(t, 'POST', url, bob, 'react=poop');
    expect(asForm.json().status).toBe('reaction_not_valid');
    for (const body of [{}, { reaction: 'heart' }]) {
      const res = await callApi(t, 'POST', url, bob, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('bad_request');
    }
    expect(await countAll(t.db, ['entry_reactions'])).toEqual(before);

    for (const react of REACTIONS) {
      const res = await callApi(t, 'POST', url, bob, { react });
      expect(res.statusCode, react).toBe(200);
      expect(res.json().status).toBe('reaction_added');
    }
    const reactions = (await callApi(t, 'DELETE', url, bob, { react: 'fire' })).json().payload;
    expect(reactions.map((r: { react: string }) => r.react)).toEqual(
      REACTIONS.filter((name) => name !== 'fire'),
    );
  });
});
