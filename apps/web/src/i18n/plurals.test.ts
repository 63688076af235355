/**
 * Counted texts agree with their number in each language (spec §9 "Plural forms"; ru one / few /
 * many, en and pt one / other, jp one form) for entries, subscribers, subscriptions, badges,
 * comments and replies; a Russian notification takes the sender's grammatical gender; the
 * «show N more replies» link of a comment thread, and the about screen's texts load on demand.
 */
import { expect, test } from 'vitest';
import i18n, { changeLocale, initI18n, loadNamespaces } from './index.ts';

test('«Показать ещё N ответ/ответа/ответов» agrees with N', async () => {
  await initI18n('ru');
  const say = (count: number) => i18n.t('components:comment.more_replies', { count });
  expect(say(1)).toBe('Показать ещё 1 ответ');
  expect(say(2)).toBe('Показать ещё 2 ответа');
  expect(say(4)).toBe('Показать ещё 4 ответа');
  expect(say(5)).toBe('Показать ещё 5 ответов');
  expect(say(11)).toBe('Показать ещё 11 ответов');
  expect(say(12)).toBe('Показать ещё 12 ответов');
  expect(say(21)).toBe('Показать ещё 21 ответ');
  expect(say(22)).toBe('Показать ещё 22 ответа');
  expect(say(25)).toBe('Показать ещё 25 ответов');
  expect(say(111)).toBe('Показать ещё 111 ответов');
  await changeLocale('en');
  expect(say(1)).toBe('Show 1 more reply');
  expect(say(3)).toBe('Show 3 more replies');
  await changeLocale('ru');
});

test('the about texts load on demand in ru and in English', async () => {
  await initI18n('ru');
  await loadNamespaces('about');
  expect(i18n.t('about:version', { version: '1.2.3' })).toBe('Версия 1.2.3');
  await changeLocale('en');
  await loadNamespaces('about');
  expect(i18n.t('about:title')).toBe('About Potok');
  await changeLocale('ru');
});

/** Texts of `ns:key` for each count, in the current language. */
function counted(key: string, counts: number[]): string[] {
  return counts.map((count) => i18n.t(key, { count }).replace(/\s/g, ' '));
}

test('ru: one / few / many for entries, subscribers, subscriptions, badges, comments, replies', async () => {
  await initI18n('ru');
  await loadNamespaces('feeds');
  const counts = [1, 2, 5, 11, 21, 22, 25, 111, 1001];
  expect(counted('components:user.entries', counts)).toEqual([
    '1 запись',
    '2 записи',
    '5 записей',
    '11 записей',
    '21 запись',
    '22 записи',
    '25 записей',
    '111 записей',
    '1 001 запись',
  ]);
  expect(counted('components:user.subscribers', [1, 3, 7])).toEqual([
    '1 подписчик',
    '3 подписчика',
    '7 подписчиков',
  ]);
  expect(counted('components:user.subscriptions', [1, 3, 7])).toEqual([
    '1 подписка',
    '3 подписки',
    '7 подписок',
  ]);
  expect(counted('components:user.badges', [1, 3, 7])).toEqual([
    '1 значок',
    '3 значка',
    '7 значков',
  ]);
  expect(counted('components:entry.comments', [0, 1, 3, 7])).toEqual([
    'Нет комментариев',
    '1 комментарий',
    '3 комментария',
    '7 комментариев',
  ]);
  expect(counted('feeds:item.subscribers', [1, 3, 7])).toEqual([
    '1 подписчик',
    '3 подписчика',
    '7 подписчиков',
  ]);
});

test('en: one / other', async () => {
  await initI18n('en');
  await loadNamespaces('feeds');
  expect(counted('components:user.entries', [0, 1, 2, 1000])).toEqual([
    '0 posts',
    '1 post',
    '2 posts',
    '1,000 posts',
  ]);
  expect(counted('components:user.subscribers', [1, 2])).toEqual(['1 follower', '2 followers']);
  expect(counted('components:user.subscriptions', [1, 2])).toEqual(['1 following', '2 following']);
  expect(counted('components:user.badges', [1, 2])).toEqual(['1 badge', '2 badges']);
  expect(counted('components:entry.comments', [0, 1, 2])).toEqual([
    'No comments',
    '1 comment',
    '2 comments',
  ]);
  expect(counted('feeds:item.subscribers', [1, 2])).toEqual(['1 follower', '2 followers']);
  await changeLocale('ru');
});

test('pt: one / other, «many» for millions, and 0 in the plural as Brazilians say it', async () => {
  await initI18n('pt');
  await loadNamespaces('feeds');
  expect(counted('components:user.entries', [0, 1, 2, 1_000_000])).toEqual([
    '0 publicações',
    '1 publicação',
    '2 publicações',
    '1.000.000 publicações',
  ]);
  expect(counted('components:user.subscribers', [0, 1, 2])).toEqual([
    '0 seguidores',
    '1 seguidor',
    '2 seguidores',
  ]);
  expect(counted('components:user.badges', [1, 2])).toEqual(['1 emblema', '2 emblemas']);
  expect(counted('components:entry.comments', [1, 2])).toEqual(['1 comentário', '2 comentários']);
  expect(counted('components:comment.more_replies', [1, 3])).toEqual([
    'Ver mais 1 resposta',
    'Ver mais 3 respostas',
  ]);
  expect(counted('feeds:item.subscribers', [0, 1, 2])).toEqual([
    '0 seguidores',
    '1 seguidor',
    '2 seguidores',
  ]);
  await changeLocale('ru');
});

test('jp: one form for every count, numbers formatted for ja', async () => {
  await initI18n('jp');
  await loadNamespaces('feeds');
  expect(counted('components:user.entries', [1, 5, 12345])).toEqual([
    '投稿 1',
    '投稿 5',
    '投稿 12,345',
  ]);
  expect(counted('components:entry.comments', [1, 5])).toEqual(['コメント1件', 'コメント5件']);
  expect(counted('components:comment.more_replies', [1, 5])).toEqual([
    '返信をあと1件表示',
    '返信をあと5件表示',
  ]);
  expect(counted('feeds:item.subscribers', [1, 5])).toEqual(['フォロワー1人', 'フォロワー5人']);
  await changeLocale('ru');
});

test('ru: a notification speaks of the sender in their grammatical gender, neutral when unknown', async () => {
  await initI18n('ru');
  await loadNamespaces('notifications');
  const say = (key: string, context?: string) => i18n.t(`notifications:${key}`, { context });
  expect(say('kind.subscription', 'male')).toBe('Подписался на вас');
  expect(say('kind.subscription', 'female')).toBe('Подписалась на вас');
  expect(say('kind.subscription')).toBe('Подписка на вас');
  expect(say('kind.reply', 'female')).toBe('Ответила на ваш комментарий');
  expect(say('kind.mention_comment', 'male')).toBe('Упомянул вас в комментарии');
  expect(say('kind.new_post', 'female')).toBe('Написала новую запись');
  await loadNamespaces('status_pages');
  const empty = (context?: string) =>
    i18n.t('status_pages:user_entries_empty_description', { context });
  expect(empty('female')).toBe('Она ещё ничего не написала.');
  expect(empty('male')).toBe('Он ещё ничего не написал.');
  expect(empty()).toBe('Пользователь ещё ничего не написал.');
  // A language without gender in these sentences reads its one text.
  await changeLocale('en');
  await loadNamespaces('notifications');
  expect(say('kind.subscription', 'female')).toBe('Followed you');
  await changeLocale('ru');
});
