/** Shapes notifications for the wire (spec §3 "Notification"); the only place that does. */
import type { Notification, NotificationPayload } from '@potok/common';
import { isoDate, toUserShort } from '../users/users.mapper.ts';
import type { NotificationRow } from './notifications.repository.ts';

/** The profile's `sex` as the wire names it (anything unexpected reads `none`, neutral). */
function senderSex(sex: string): 'male' | 'female' | 'none' {
  return sex === 'male' || sex === 'female' ? sex : 'none';
}

/** Row → `Notification` as its recipient `viewerId` sees it. */
export function toNotification(row: NotificationRow, viewerId: number): Notification {
  const actor = row.actor ? toUserShort(row.actor, viewerId) : null;
  return {
    notify_id: Number(row.notify_id),
    type: row.kind,
    actor,
    sender_name: actor?.name ?? null,
    sender_username: actor?.username ?? null,
    sender_sex: row.actor ? senderSex(row.actor.sex) : null,
    entry_uuid: row.entry_uuid,
    comment_id: row.comment_id === null ? null : Number(row.comment_id),
    text: row.text ?? '',
    payload: (row.payload as NotificationPayload | null) ?? null,
    is_readed: row.is_read,
    state: { is_readed: row.is_read },
    meta: { date_added: isoDate(row.date_added) },
  };
}
