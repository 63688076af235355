/** Tags on the wire (spec §3 "Tag"): the only place that shapes a `Tag`. */
import type { Tag } from '@potok/common';
import { isoDate } from '../users/users.mapper.ts';
import type { TagRow } from './tags.repository.ts';

/** Row → `Tag`. */
export function toTag(row: TagRow): Tag {
  return {
    tag_id: Number(row.tag_id),
    slug: row.slug,
    label: row.label,
    date_added: isoDate(row.date_added),
    state: { is_official: row.is_official, is_nsfw: row.is_nsfw },
  };
}
