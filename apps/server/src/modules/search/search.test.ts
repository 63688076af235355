/**
 * Integration tests of search (DESIGN.md §5 "search") through app.inject on a
 * real database — PGlite, and PostgreSQL with TEST_DATABASE_URL, the same answers on both:
 * Russian word forms finding each other (through the lemmas stored at write time, on create and
 * on edit), ё and е, English words, unknown words by their Snowball stems; newest first with
 * paging and totals; users and tags by prefix and trigrams; `search/all`; what is never found
 * (deleted, hidden from the feed for others, hidden comments, suspended and blocked authors);
 * and odd queries answered with a clear status or an empty page, changing nothing.
 */

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type Comment,
  type Entry,
  type Feed,
  type Page,
  SEARCH_TOTAL_CAP,
  type SearchComment,
  type SearchEntry,
  type SearchOverview,
  type Tag,
  type TextRange,
  type UserShort,
} from '@potok/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type GivenUser, given } from '../../../test/given.ts';
import { countAll, createTestApp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { MIGRATIONS_FOLDER } from '../../db/migrate.ts';
import { recountAllCounters } from '../counters.ts';
import { fillSearchVectors } from './search.backfill.ts';

let t: TestApp;
let ann: GivenUser;
let bob: GivenUser;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
  [ann, bob] = [await given.user(t), await given.user(t)];
});
afterAll(() => t?.close());

/** `GET search/{section}?query=…` (extra query string in `more`), expecting 200. */
async function search<T>(section: string, query: string, as?: GivenUser, more = ''): Promise<T> {
  const res = await callApi(
    t,
    'GET',
    `search/${section}?query=${encodeURIComponent(query)}${more}`,
    as,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

/** The texts of the entries `search/entries` finds for `query`. */
async function entryTexts(query: string, as?: GivenUser): Promise<string[]> {
  const page = await search<Page<Entry>>('entries', query, as);
  return page.items.map((e) => e.content.text);
}

describe('search/entries: Russian morphology', () => {
  it('finds «кошка» by «кошки», «кошек», «кошкой», in any case', async () => {
    await given.entry(t, bob, { text: 'Моя кошка спит на подоконнике' });
    for (const q of ['кошка', 'кошки', 'кошек', 'кошкой', 'КОШКАМ', 'Кошке']) {
      expect(await entryTexts(q), q).toEqual(['Моя кошка спит на подоконнике']);
    }
  });

  it('finds «идти» by «шёл» and «шел», and «шёл» by «идём» (ё as е)', async () => {
    await given.entry(t, bob, { text: 'Решили идти пешком через парк' });
    await given.entry(t, ann, { text: 'Он шёл домой под дождём' });
    expect(await entryTexts('шёл')).toEqual([
      'Он шёл домой под дождём',
      'Решили идти пешком через парк',
    ]);
    expect(await entryTexts('шел')).toEqual(await entryTexts('шёл'));
    expect(await entryTexts('идём')).toHaveLength(2);
    expect(await entryTexts('дождь')).toEqual(['Он шёл домой под дождём']);
  });

  it('needs every word of the query; a word matches any of its forms', async () => {
    await given.entry(t, bob, { text: 'Дети кормили уток в пруду' });
    expect(await entryTexts('ребёнок утка')).toEqual(['Дети кормили уток в пруду']);
    expect(await entryTexts('детей пруды')).toEqual(['Дети кормили уток в пруду']);
    expect(await entryTexts('детей слоны')).toEqual([]);
  });

  it('finds English words by their stems, and unknown words by Snowball stems', async () => {
    await given.entry(t, bob, { text: 'My cats are sleeping' });
    await given.entry(t, bob, { text: 'Купил три зелёных глорпа' });
    expect(await entryTexts('cat')).toEqual(['My cats are sleeping']);
    expect(await entryTexts('SLEEPS')).toEqual(['My cats are sleeping']);
    expect(await entryTexts('глорпы')).toEqual(['Купил три зелёных глорпа']);
    expect(await entryTexts('зеленый')).toEqual(['Купил три зелёных глорпа']);
  });

  it('follows an edit: the new words are found, the old ones no longer', async () => {
    const entry = await given.entry(t, bob, { text: 'Продаю велосипед' });
    expect(await entryTexts('велосипеды')).toHaveLength(1);
    const res = await callApi(t, 'POST', `entry/${entry.uuid}`, bob, { text: 'Продаю самокат' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await entryTexts('велосипеды')).toEqual([]);
    expect(await entryTexts('самокатов')).toEqual(['Продаю самокат']);
  });

  it('lists matches newest first, paged, with the total', async () => {
    for (let i = 1; i <= 9; i++) await given.entry(t, ann, { text: `Пирог номер ${i}` });
    const first = await search<Page<Entry>>('entries', 'пирогов');
    expect(first.total_items).toBe(9);
    expect(first.items.map((e) => e.content.text)).toEqual(
      [9, 8, 7, 6, 5, 4, 3].map((i) => `Пирог номер ${i}`),
    );
    const rest = await search<Page<Entry>>('entries', 'пирогов', undefined, '&offset=7');
    expect(rest.items.map((e) => e.content.text)).toEqual(['Пирог номер 2', 'Пирог номер 1']);
    expect(rest.total_items).toBe(9);
  });
});

describe('search/entries: a word in more entries than the count goes to', () => {
  it('counts up to SEARCH_TOTAL_CAP, pages newest first, and the two plans agree', async () => {
    await t.db.execute(sql`INSERT INTO entries (uuid, user_id, text)
                           SELECT gen_random_uuid(), ${ann.user_id}, 'Слон номер ' || i
                           FROM generate_series(1, ${SEARCH_TOTAL_CAP + 5}) AS i`);
    await recountAllCounters(t.db);
    await fillSearchVectors(t.db);
    const page = await search<Page<Entry>>('entries', 'слонов');
    expect(page.total_items).toBe(SEARCH_TOTAL_CAP);
    expect(page.items.map((e) => e.content.text)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((k) => `Слон номер ${SEARCH_TOTAL_CAP + 5 - k}`),
    );
    // One more than the count: the rare-word plan over the same rows answers the same page.
    await t.db.execute(sql`UPDATE entries SET deleted_at = now()
                           WHERE text LIKE 'Слон номер %' AND entry_id <= (
                             SELECT min(entry_id) + 5 FROM entries WHERE text LIKE 'Слон номер %')`);
    await recountAllCounters(t.db);
    const fewer = await search<Page<Entry>>('entries', 'слонов');
    expect(fewer.total_items).toBe(SEARCH_TOTAL_CAP - 1);
    expect(fewer.items).toEqual(page.items);
    const past = await search<Page<Entry>>(
      'entries',
      'слонов',
      undefined,
      `&offset=${SEARCH_TOTAL_CAP}`,
    );
    expect(past).toEqual({ items: [], total_items: SEARCH_TOTAL_CAP - 1 });
  });
});

describe('search: what is never found', () => {
  it('skips deleted entries, and entries hidden from the feed for everyone but their author', async () => {
    const gone = await given.entry(t, bob, { text: 'Удалённый пост про жирафа' });
    await given.entry(t, bob, { text: 'Скрытый пост про жирафов', is_hidden_from_feed: true });
    expect((await callApi(t, 'DELETE', `entry/${gone.uuid}`, bob)).statusCode).toBe(200);
    expect(await entryTexts('жираф')).toEqual([]);
    expect(await entryTexts('жираф', ann)).toEqual([]);
    expect(await entryTexts('жираф', bob)).toEqual(['Скрытый пост про жирафов']);
  });

  it('skips entries and comments of suspended and blocked authors, and their names', async () => {
    for (const state of ['suspended', 'blocked']) {
      const cid = await given.user(t, { name: `Зелибоба ${state}` });
      const entry = await given.entry(t, cid, { text: `Носорог ${state}` });
      await given.comment(t, cid, entry, { text: `Бегемот ${state}` });
      await given.comment(t, ann, entry, { text: `Крокодил ${state}` });
      expect(await entryTexts(`носороги ${state}`)).toHaveLength(1);
      await t.db.execute(sql`UPDATE users SET state = ${state} WHERE user_id = ${cid.user_id}`);
      expect(await entryTexts(`носороги ${state}`)).toEqual([]);
      expect((await search<Page<Comment>>('comments', `бегемоты ${state}`)).items).toEqual([]);
      // ann's comment is under an entry no one can read now.
      expect((await search<Page<Comment>>('comments', `крокодилы ${state}`)).items).toEqual([]);
      expect((await search<Page<UserShort>>('users', `зелибоба ${state}`)).items).toEqual([]);
    }
  });

  it('skips deleted comments, and comments hidden by the entry author for others', async () => {
    const entry = await given.entry(t, bob, { text: 'Обсуждение' });
    const hidden = await given.comment(t, ann, entry, { text: 'Спрятанный лемур' });
    const gone = await given.comment(t, ann, entry, { text: 'Удалённый лемур' });
    await t.db.execute(sql`UPDATE comments SET is_hidden = true
                           WHERE comment_id = ${hidden.comment_id}`);
    expect((await callApi(t, 'DELETE', `comment/${gone.comment_id}`, ann)).statusCode).toBe(200);
    const stranger = await given.user(t);
    const texts = async (as?: GivenUser) =>
      (await search<Page<Comment>>('comments', 'лемуры', as)).items.map((c) => c.content.text);
    expect(await texts()).toEqual([]);
    expect(await texts(stranger)).toEqual([]);
    expect(await texts(ann)).toEqual(['Спрятанный лемур']);
    expect(await texts(bob)).toEqual(['Спрятанный лемур']);
  });
});

describe('search/comments', () => {
  it('finds comments by word forms, newest first, each with its entry', async () => {
    const entry = await given.entry(t, bob, { text: 'Про погоду' });
    await given.comment(t, ann, entry, { text: 'Снег выпал ночью' });
    const reply = await given.comment(t, bob, entry, { text: 'Снега по колено' });
    const page = await search<Page<Comment>>('comments', 'снегом');
    expect(page.total_items).toBe(2);
    expect(page.items.map((c) => c.content.text)).toEqual(['Снега по колено', 'Снег выпал ночью']);
    expect(page.items[0]!.entry.uuid).toBe(entry.uuid);
    expect(page.items[0]!.comment_id).toBe(reply.comment_id);
  });

  it('follows a comment edit', async () => {
    const entry = await given.entry(t, bob, { text: 'Вопрос' });
    const comment = await given.comment(t, ann, entry, { text: 'Ответ про ананасы' });
    const res = await callApi(t, 'POST', `comment/${comment.comment_id}`, ann, {
      text: 'Ответ про бананы',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await search<Page<Comment>>('comments', 'ананас')).items).toEqual([]);
    const found = await search<Page<Comment>>('comments', 'банан');
    expect(found.items.map((c) => c.content.text)).toEqual(['Ответ про бананы']);
  });
});

describe('search: the matched words (highlights)', () => {
  /** The marked words of `text`, after checking each range is a whole word of it. */
  function marked(text: string, ranges: TextRange[]): string[] {
    let last = 0;
    for (const { start, end } of ranges) {
      expect(start, text).toBeGreaterThanOrEqual(last);
      expect(end, text).toBeGreaterThan(start);
      expect(end, text).toBeLessThanOrEqual(text.length);
      // Never inside a character (a surrogate pair) and never inside a word.
      for (const at of [start, end]) {
        const code = text.charCodeAt(at);
        expect(code >= 0xdc00 && code <= 0xdfff, `${text} @${at}`).toBe(false);
      }
      expect(/[\p{L}\p{N}\p{M}]/u.test(text.slice(start - 1, start)), `${text} @${start}`).toBe(
        false,
      );
      expect(/[\p{L}\p{N}\p{M}]/u.test(text.slice(end, end + 1)), `${text} @${end}`).toBe(false);
      last = end;
    }
    return ranges.map(({ start, end }) => text.slice(start, end));
  }

  it('marks the forms of a query word that share its lemma, and no other word', async () => {
    const text = '😺🐈‍⬛ Наши КОТЫ спят, с котом играют кошки и котлета. Кот!';
    const entry = await given.entry(t, ann, { text });
    const page = await search<Page<SearchEntry>>('entries', 'кот и');
    const found = page.items.find((e) => e.uuid === entry.uuid);
    expect(found, 'the entry is found').toBeDefined();
    // «кошки» (кошка) and «котлета» are other lemmas; «и» is a stop word, as in the search.
    expect(marked(text, found!.highlights)).toEqual(['КОТЫ', 'котом', 'Кот']);
    // The same for the query's other forms.
    const byForm = await search<Page<SearchEntry>>('entries', 'котами');
    expect(marked(text, byForm.items.find((e) => e.uuid === entry.uuid)!.highlights)).toEqual([
      'КОТЫ',
      'котом',
      'Кот',
    ]);
  });

  it('marks forms whose stems differ, as the search finds them (lemmas, ё as е)', async () => {
    const text = 'Мы шли, он шёл, они идут; шлем не при чём';
    const entry = await given.entry(t, bob, { text });
    const page = await search<Page<SearchEntry>>('entries', 'идти');
    const found = page.items.find((e) => e.uuid === entry.uuid)!;
    expect(marked(text, found.highlights)).toEqual(['шли', 'шёл', 'идут']);
  });

  it('marks comments, and search/all carries the marks of both groups', async () => {
    const entry = await given.entry(t, bob, { text: 'Про сов и филинов' });
    const text = 'Сову видели? Совы спят днём, а совёнок — нет';
    await given.comment(t, ann, entry, { text });
    const page = await search<Page<SearchComment>>('comments', 'сова');
    expect(page.items).toHaveLength(1);
    expect(marked(text, page.items[0]!.highlights)).toEqual(['Сову', 'Совы']);
    const all = await search<SearchOverview>('all', 'сов');
    expect(marked(text, all.comments.items[0]!.highlights)).toEqual(['Сову', 'Совы']);
    expect(marked('Про сов и филинов', all.entries.items[0]!.highlights)).toEqual(['сов']);
  });
});

describe('search/users and search/tags', () => {
  it('finds users by username or name prefix, and close spellings by trigrams', async () => {
    const kira = await given.user(t, { username: 'kira_volkova', name: 'Кира Волкова' });
    const names = async (q: string) =>
      (await search<Page<UserShort>>('users', q)).items.map((u) => u.username);
    expect(await names('kira_v')).toEqual([kira.username]);
    expect(await names('KIRA_VOLKOVA')).toEqual([kira.username]);
    expect(await names('Кира')).toEqual([kira.username]);
    expect(await names('волкова')).toEqual([kira.username]);
    expect(await names('kira_volkva')).toEqual([kira.username]);
    const page = await search<Page<UserShort>>('users', 'kira_v', ann);
    expect(page.total_items).toBe(1);
    expect(page.items[0]!.state.is_me).toBe(false);
  });

  it('finds tags by prefix (a leading # ignored) and by trigrams', async () => {
    await given.entry(t, bob, { text: 'Вечер #КотикиИПёсики' });
    const slugs = async (q: string) =>
      (await search<Page<Tag>>('tags', q)).items.map((tag) => tag.slug);
    expect(await slugs('котики')).toEqual(['котикиипёсики']);
    expect(await slugs('#Котики')).toEqual(['котикиипёсики']);
    expect(await slugs('котикиипёсеки')).toEqual(['котикиипёсики']);
    expect(await slugs('собачки')).toEqual([]);
  });
});

/** A feed by `author` with `title` and `tags`, made through the custom feeds service. */
async function feedOf(author: GivenUser, title: string, tags: string[]): Promise<string> {
  const feed = await t.services.customFeeds.create({ title, emoji: '🐱', tags }, author.user_id);
  return feed.uuid;
}

describe('search/feeds', () => {
  it('finds live feeds by title prefix, a close word or a tag prefix', async () => {
    await given.entry(t, bob, { text: '#аквариумы' });
    const fish = await feedOf(bob, 'Рыбки и аквариумы', ['аквариумы']);
    const gone = await feedOf(bob, 'Рыбки удалённые', ['аквариумы']);
    await t.services.customFeeds.remove(gone, bob.user_id);
    const titles = async (q: string, as?: GivenUser) =>
      (await search<Page<Feed>>('feeds', q, as)).items.map((f) => f.title);
    expect(await titles('рыбки')).toEqual(['Рыбки и аквариумы']);
    expect(await titles('аквариум')).toEqual(['Рыбки и аквариумы']);
    expect(await titles('рыбкии')).toEqual(['Рыбки и аквариумы']);
    expect(await titles('#аквариумы')).toEqual(['Рыбки и аквариумы']);
    const [mine] = (await search<Page<Feed>>('feeds', 'рыбки', bob)).items;
    expect(mine).toMatchObject({
      uuid: fish,
      emoji: '🐱',
      author: { user_id: bob.user_id, username: bob.username },
      tags: ['аквариумы'],
      state: { is_mine: true, is_bookmarked: false },
    });
    const all = await search<SearchOverview>('all', 'рыбки');
    expect(all.feeds.total_items).toBe(1);
  });
});

describe('search: rows written before search existed', () => {
  it('are found once the backfill has filled them, and only then', async () => {
    await given.entry(t, bob, { text: 'Старая запись про енотов' });
    const entry = await given.entry(t, bob, { text: 'Обсуждаем' });
    await given.comment(t, ann, entry, { text: 'Старый комментарий про енотов' });
    await t.db.execute(sql`UPDATE entries SET search_vector = NULL`);
    await t.db.execute(sql`UPDATE comments SET search_vector = NULL`);
    expect(await entryTexts('енот')).toEqual([]);
    const filled = await fillSearchVectors(t.db, { batch: 7 });
    expect(filled.entries).toBeGreaterThan(7);
    expect(filled.comments).toBeGreaterThan(0);
    expect(await entryTexts('еноты')).toEqual(['Старая запись про енотов']);
    const comments = await search<Page<Comment>>('comments', 'енотами');
    expect(comments.items.map((c) => c.content.text)).toEqual(['Старый комментарий про енотов']);
    expect(await fillSearchVectors(t.db)).toEqual({ entries: 0, comments: 0 });
  });

  it('are filled by the search.backfill job that migration 0017_search enqueues', async () => {
    await given.entry(t, bob, { text: 'Запись про барсуков' });
    await t.db.execute(sql`UPDATE entries SET search_vector = NULL`);
    await t.db.execute(sql`DELETE FROM jobs`);
    expect(await entryTexts('барсук')).toEqual([]);
    // The migration's last statement, as it runs on a database that already holds rows.
    const migration = await readFile(path.join(MIGRATIONS_FOLDER, '0017_search.sql'), 'utf8');
    const enqueue = migration.split('--> statement-breakpoint').at(-1)!;
    await t.db.execute(sql.raw(enqueue));
    expect(await t.app.jobs.runOnce()).toBe(1);
    expect(await entryTexts('барсук')).toEqual(['Запись про барсуков']);
    const [job] = await queryRows<{ kind: string; state: string }>(
      t.db,
      sql`SELECT kind, state FROM jobs`,
    );
    expect(job).toEqual({ kind: 'search.backfill', state: 'done' });
  });
});

describe('search/all', () => {
  it('answers up to 3 of each group with totals', async () => {
    const marta = await given.user(t, { username: 'martyshka', name: 'Мартышка' });
    for (let i = 1; i <= 4; i++) await given.entry(t, marta, { text: `Мартышки ${i} #мартышки` });
    const entry = await given.entry(t, bob, { text: 'Зоопарк' });
    await given.comment(t, ann, entry, { text: 'Там была мартышка' });
    const all = await search<SearchOverview>('all', 'мартышка');
    expect(all.entries.total_items).toBe(4);
    expect(all.entries.items.map((e) => e.content.text)).toEqual([
      'Мартышки 4 #мартышки',
      'Мартышки 3 #мартышки',
      'Мартышки 2 #мартышки',
    ]);
    expect(all.comments).toMatchObject({
      total_items: 1,
      items: [{ entry: { uuid: entry.uuid } }],
    });
    expect(all.users.items.map((u) => u.username)).toEqual(['martyshka']);
    expect(all.tags.items.map((tag) => tag.slug)).toEqual(['мартышки']);
    expect(Object.keys(all).sort()).toEqual(['comments', 'entries', 'feeds', 'tags', 'users']);
  });
});

describe('search: odd queries', () => {
  const EMPTY = { items: [], total_items: 0 };
  const SECTIONS = ['users', 'entries', 'comments', 'tags', 'feeds'];

  it('answers empty, syntax, wildcard, NUL and stop-word queries without a 500, changing nothing', async () => {
    await given.entry(t, bob, { text: 'и в на с по' });
    await given.entry(t, bob, { text: 'Кот & пёс | (мышь)' });
    const before = await countAll(t.db, ['entries', 'comments', 'users', 'tags']);
    const odd = [
      '',
      '   ',
      `'&|!():*<>`,
      "кот' & !(пёс:*) | <-> мышь",
      '%',
      '_',
      '\\',
      '%_\\%',
      'и в на с по',
      'the and of',
    ];
    for (const q of odd) {
      for (const section of [...SECTIONS, 'all']) {
        const res = await callApi(t, 'GET', `search/${section}?query=${encodeURIComponent(q)}`);
        expect(res.statusCode, `${section} ${JSON.stringify(q)}: ${res.body}`).toBe(200);
      }
    }
    // Invalid percent-encoded UTF-8 (an unpaired surrogate) is refused, not searched for.
    for (const raw of ['a%ED%A0%80b', '%ED%B0%80b', '%E0%A4%A']) {
      for (const section of [...SECTIONS, 'all']) {
        const res = await callApi(t, 'GET', `search/${section}?offset=0&query=${raw}`);
        expect(res.statusCode, raw).toBe(400);
        expect(res.json().message).toContain('querystring/query');
      }
    }
    // NUL cannot be stored anywhere: the input guard refuses it before search runs.
    for (const q of ['a\u0000b', '\u0000']) {
      for (const section of [...SECTIONS, 'all']) {
        const res = await callApi(t, 'GET', `search/${section}?query=${encodeURIComponent(q)}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().status).toBe('bad_request');
      }
    }
    for (const q of ['', '   ', `'&|!():*<>`, '%', '_', '\\', 'и в на с по']) {
      for (const section of SECTIONS) expect(await search(section, q), q).toEqual(EMPTY);
    }
    // Operators are not operators: the words around them are searched for.
    expect(await entryTexts("кот' & !(пёс:*) | <-> мышь")).toEqual(['Кот & пёс | (мышь)']);
    // Wildcards are not wildcards: no user's name contains a '%'.
    expect((await search<Page<UserShort>>('users', '%')).total_items).toBe(0);
    expect(await search('users', 'a%')).toEqual(await search('users', 'a%'.replace('%', '\\%')));
    expect(await countAll(t.db, ['entries', 'comments', 'users', 'tags'])).toEqual(before);
  });

  it('answers no query at all with empty groups', async () => {
    const res = await callApi(t, 'GET', 'search/all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      users: EMPTY,
      entries: EMPTY,
      comments: EMPTY,
      tags: EMPTY,
      feeds: EMPTY,
    });
  });

  it('refuses a 10,000-character query with 400 bad_request', async () => {
    for (const section of [...SECTIONS, 'all']) {
      const res = await callApi(t, 'GET', `search/${section}?query=${'кот'.repeat(3334)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('bad_request');
    }
  });

  it('refuses a bad offset with 400', async () => {
    const res = await callApi(t, 'GET', 'search/entries?query=кот&offset=-1');
    expect(res.statusCode).toBe(400);
  });
});
