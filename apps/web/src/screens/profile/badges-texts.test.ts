/**
 * The badge catalogue (packages/common BADGE_CATALOGUE) and the `badges` namespace agree: every
 * badge type has its label and description (the keys the server sends as `content.label` and
 * `content.description`), every rarity its name, and a text with `{{count}}` belongs to a badge
 * whose catalogue entry gives the number. locales.test.ts then checks the other three locales.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BADGE_CATALOGUE, BADGE_RARITIES, BADGE_TYPES, badgeTextKeys } from '@potok/common';
import { describe, expect, it } from 'vitest';

const file = join(dirname(fileURLToPath(import.meta.url)), '../../i18n/locales/ru/badges.json');
const ru = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, ru);
}

describe('badge texts', () => {
  it('has a label and a description for every badge type', () => {
    for (const type of BADGE_TYPES) {
      const { label, description } = badgeTextKeys(type);
      expect(typeof lookup(label), label).toBe('string');
      expect(typeof lookup(description), description).toBe('string');
      const usesCount = String(lookup(description)).includes('{{count');
      const hasCount = 'count' in BADGE_CATALOGUE[type];
      expect(usesCount, `${type}: {{count}} only with a catalogue count`).toBe(hasCount);
    }
  });

  it('names every rarity', () => {
    for (const rarity of BADGE_RARITIES) expect(typeof lookup(`rarity.${rarity}`)).toBe('string');
  });
});
