/**
 * The icon sprite in index.html and ICON_NAMES agree: every name `Icon` may be given draws
 * something, and the sprite carries no icon nobody can ask for.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ICON_NAMES } from './Icon.tsx';

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

test('index.html has a symbol for every icon name, and no other', () => {
  const symbols = [...html.matchAll(/<symbol id="icon-([^"]+)"/g)].map((match) => match[1]);
  expect(symbols.length).toBeGreaterThan(30);
  expect([...symbols].sort()).toEqual([...ICON_NAMES].sort());
});
