/** Badge wire shape (spec §3 "Badge"; the catalogue: ../badges.ts). */
import Type, { type Static } from 'typebox';
import { BADGE_RARITIES } from '../badges.ts';
import { DateString } from './base.ts';

/**
 * spec §3: `badge_id, type, date_added, content{icon, label, description}`, plus `rarity`.
 * `content.label` and `content.description` are locale keys of the `badges` namespace
 * (`types.<type>.label`), not texts; `icon` is an emoji. `date_added` is when it was awarded
 * (the web app shows its year).
 */
export const Badge = Type.Object({
  badge_id: Type.Integer(),
  type: Type.String(),
  rarity: Type.Union([
    Type.Literal(BADGE_RARITIES[0]),
    Type.Literal(BADGE_RARITIES[1]),
    Type.Literal(BADGE_RARITIES[2]),
    Type.Literal(BADGE_RARITIES[3]),
  ]),
  date_added: DateString,
  content: Type.Object({
    icon: Type.String(),
    label: Type.String(),
    description: Type.String(),
  }),
});
export type Badge = Static<typeof Badge>;
