/** Tag wire shapes (spec §3 "Tag"; DESIGN.md §5 "tags"). */
import Type, { type Static } from 'typebox';
import { DateString } from './base.ts';

/**
 * spec §3: `{ tag_id, slug, label, date_added, state: { is_official, is_nsfw } }`. `slug` is
 * the lower-case form (the address `/t/{slug}`), `label` the first spelling, `date_added` the
 * first use; the flags are set by operators.
 */
export const Tag = Type.Object({
  tag_id: Type.Integer(),
  slug: Type.String(),
  label: Type.String(),
  date_added: DateString,
  state: Type.Object({ is_official: Type.Boolean(), is_nsfw: Type.Boolean() }),
});
export type Tag = Static<typeof Tag>;
