/**
 * Integration tests of `help` and `help/{uuidOrSlug}` through app.inject on a real database: the
 * three articles a fresh database has, in each interface language (ru, en, pt, jp) with the
 * Russian one where a language has no text (and the seeding migration's care for a database
 * that already had help), lookups by slug and by uuid, sanitising on output (scripts, event
 * handlers and foreign link schemes gone, `rel` on every link), and 404 `help_page_not_found`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ErrorBody, HelpArticle, HelpMenu } from '@potok/common';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { MIGRATIONS_FOLDER } from '../../db/migrate.ts';
import { sanitizeHelpHtml } from './help.mapper.ts';
import { createHelpRepository } from './help.repository.ts';
import { createHelpService } from './help.service.ts';

const REL = 'noopener noreferrer nofollow';

/** The interface languages, each with the seeded menu titles it shows. */
const TITLES: Record<string, string[]> = {
  ru: ['Пользовательское соглашение', 'Политика конфиденциальности', 'Контакты'],
  en: ['Terms of use', 'Privacy policy', 'Contacts'],
  pt: ['Termos de uso', 'Política de privacidade', 'Contatos'],
  jp: ['利用規約', 'プライバシーポリシー', 'お問い合わせ'],
};
const LANGUAGES = Object.keys(TITLES);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** `GET help`, in `language` (an `Accept-Language` value) when given. */
async function menu(language?: string): Promise<HelpMenu> {
  const headers = language ? { 'accept-language': language } : {};
  const res = await t.app.inject({ url: '/v1/help', headers });
  expect(res.statusCode).toBe(200);
  return res.json<HelpMenu>();
}

/** `GET help/{address}`, in `language` (an `Accept-Language` value) when given. */
async function article(address: string, language?: string): Promise<HelpArticle> {
  const headers = language ? { 'accept-language': language } : {};
  const res = await t.app.inject({ url: `/v1/help/${address}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HelpArticle>();
}

describe('a fresh database', () => {
  it('has the user agreement, the privacy policy and the contacts, in that menu order', async () => {
    const { items, total_items } = await menu();
    expect(items.map((item) => item.slug)).toEqual(['user-agreement', 'privacy', 'contacts']);
    expect(items.map((item) => item.title)).toEqual([
      'Пользовательское соглашение',
      'Политика конфиденциальности',
      'Контакты',
    ]);
    expect(total_items).toBe(3);
    for (const item of items) expect(item.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stores them in the tags sanitising keeps: only rel is added to their links', async () => {
    const repository = createHelpRepository(t.db);
    for (const language of LANGUAGES) {
      for (const slug of ['user-agreement', 'privacy', 'contacts']) {
        const row = await repository.findBySlugIn(slug, language);
        expect(row, `${slug} ${language}`).not.toBeNull();
        const html = row!.contentHtml;
        const withRel = html.replace(/<a href="([^"]*)">/g, `<a href="$1" rel="${REL}">`);
        expect(sanitizeHelpHtml(html), `${slug} ${language}`).toBe(withRel);
      }
    }
  });

  it('names the contact address and the data the privacy policy promises to explain', async () => {
    expect((await article('contacts')).content).toContain('mailto:support@potok.example');
    const privacy = (await article('privacy')).content;
    for (const word of ['argon2id', 'sid', 'Активность входа', 'электронной почты']) {
      expect(privacy).toContain(word);
    }
  });
});

describe("in the reader's language", () => {
  it.each([
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['pt-BR', 'pt'],
    ['ja', 'jp'],
    ['ru', 'ru'],
    ['de', 'ru'],
  ])('Accept-Language %s gets the menu in %s, in the same order', async (header, language) => {
    const { items, total_items } = await menu(header);
    expect(items.map((item) => item.slug)).toEqual(['user-agreement', 'privacy', 'contacts']);
    expect(items.map((item) => item.title)).toEqual(TITLES[language]);
    expect(total_items).toBe(3);
  });

  it('answers each article in the language asked for, by slug and by its own uuid', async () => {
    const en = await article('privacy', 'en');
    expect(en.title).toBe('Privacy policy');
    expect(en.content).toContain('<h2>Cookies</h2>');
    expect(en.content).toContain('Login activity');
    expect(await article(en.uuid)).toEqual(en);
    const pt = await article('user-agreement', 'pt-BR');
    expect(pt.title).toBe('Termos de uso');
    expect(pt.content).toContain(`<a href="/help/contacts" rel="${REL}">Contatos</a>`);
    const jp = await article('contacts', 'ja');
    expect(jp.title).toBe('お問い合わせ');
    expect(jp.content).toContain('mailto:support@potok.example');
    // Every language has its own address, and the menu links to it.
    const menuEn = await menu('en');
    expect(menuEn.items.find((item) => item.slug === 'privacy')?.uuid).toBe(en.uuid);
    expect(new Set([en.uuid, pt.uuid, jp.uuid, (await article('privacy')).uuid]).size).toBe(4);
  });

  it('falls back to Russian, article by article, where a language has no text', async () => {
    const repository = createHelpRepository(t.db);
    await repository.insert({
      uuid: uuidv7(),
      slug: 'ru-only',
      title: 'Только по-русски',
      contentHtml: '<p>Текст.</p>',
      position: 25,
    });
    await repository.insert({
      uuid: uuidv7(),
      slug: 'ru-only-too',
      language: 'en',
      title: 'English too',
      contentHtml: '<p>Text.</p>',
      position: 26,
    });
    const { items } = await menu('pt');
    expect(items.map((item) => item.title)).toEqual([
      'Termos de uso',
      'Política de privacidade',
      'Только по-русски',
      'Contatos',
    ]);
    expect((await article('ru-only', 'jp')).title).toBe('Только по-русски');
    // An article written in English only is in the English menu, and in no other.
    expect((await menu('en')).items.map((item) => item.title)).toContain('English too');
    expect((await menu('ru')).items.map((item) => item.title)).not.toContain('English too');
    await repository.remove('ru-only', null);
    await repository.remove('ru-only-too', null);
  });
});

describe('GET help/{uuidOrSlug}', () => {
  it('answers the same article by slug (ignoring case) and by uuid', async () => {
    const bySlug = await article('user-agreement');
    expect(bySlug).toEqual({
      uuid: expect.any(String),
      slug: 'user-agreement',
      title: 'Пользовательское соглашение',
      content: expect.stringContaining('<h2>'),
      meta: { date_edited: '2026-11-22T12:00:00.000Z' },
    });
    expect(await article(bySlug.uuid)).toEqual(bySlug);
    expect(await article(bySlug.uuid.toUpperCase())).toEqual(bySlug);
    expect(await article('User-Agreement')).toEqual(bySlug);
    expect(bySlug.content).toContain(`<a href="/help/contacts" rel="${REL}">`);
  });

  it('reaches an article without a slug by its uuid, and lists it by position', async () => {
    const repository = createHelpRepository(t.db);
    const uuid = uuidv7();
    await repository.insert({
      uuid,
      title: 'Как подписаться',
      contentHtml: '<p>Так.</p>',
      position: 15,
    });
    const got = await article(uuid);
    expect(got).toMatchObject({
      uuid,
      slug: null,
      title: 'Как подписаться',
      content: '<p>Так.</p>',
    });
    expect((await menu()).items.map((item) => item.slug)).toEqual([
      'user-agreement',
      null,
      'privacy',
      'contacts',
    ]);
  });

  it('sanitises the HTML on output: scripts, handlers, foreign schemes and tags are gone', async () => {
    const repository = createHelpRepository(t.db);
    const uuid = uuidv7();
    await repository.insert({
      uuid,
      slug: 'dangerous',
      title: 'Опасная статья',
      contentHtml: [
        '<script>alert("script")</script>',
        '<p onclick="alert(\'click\')" style="color:red" class="x">Текст <em>важно</em></p>',
        '<h1>Заголовок</h1><h2 id="h">Раздел</h2>',
        '<img src="x" onerror="alert(\'img\')"><iframe src="https://example.org"></iframe>',
        '<a href="javascript:alert(\'js\')">плохая</a>',
        '<a href="//evil.example/x">без схемы</a>',
        '<a href="data:text/html;base64,PHNjcmlwdD4=">данные</a>',
        '<a href="https://example.org/" target="_blank" rel="opener" onmouseover="x()">хорошая</a>',
        '<a href="mailto:help@example.org">почта</a>',
        '<ul><li><strong>раз</strong></li></ul><blockquote>цитата<br>дальше</blockquote>',
        '<style>p { display: none }</style><svg><script>alert(1)</script></svg>',
      ].join(''),
    });
    const { content } = await article('dangerous');
    expect(content).not.toMatch(/script|alert|onclick|onerror|onmouseover|style|iframe|img|svg/i);
    expect(content).not.toMatch(/javascript:|data:|evil\.example|target|opener"|class=|id=/);
    expect(content).toBe(
      [
        '<p>Текст <em>важно</em></p>',
        'Заголовок<h2>Раздел</h2>',
        `<a rel="${REL}">плохая</a>`,
        `<a rel="${REL}">без схемы</a>`,
        `<a rel="${REL}">данные</a>`,
        `<a href="https://example.org/" rel="${REL}">хорошая</a>`,
        `<a href="mailto:help@example.org" rel="${REL}">почта</a>`,
        '<ul><li><strong>раз</strong></li></ul><blockquote>цитата<br />дальше</blockquote>',
      ].join(''),
    );
  });

  it.each([
    'no-such-page',
    '01a20320-a200-75e7-8b43-000000000000',
    'not-a-uuid-0000-0000-000000000000',
    '%D0%BF%D0%BE%D0%BC%D0%BE%D1%89%D1%8C',
  ])('answers 404 help_page_not_found for %s', async (address) => {
    const res = await t.app.inject({ url: `/v1/help/${address}` });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>()).toEqual({
      status: 'help_page_not_found',
      message: expect.any(String),
    });
  });
});

describe('the seeding of the translations on a database that already had help', () => {
  it('keeps what operators wrote, follows the contact address, and brings no removed article back', async () => {
    const migration = await readFile(
      path.join(MIGRATIONS_FOLDER, '0028_help_languages.sql'),
      'utf8',
    );
    // The state before the translations: Russian only, as an operator left it.
    await t.db.execute(sql`DELETE FROM help_articles WHERE language <> 'ru'
      OR slug IS NULL OR slug NOT IN ('user-agreement', 'privacy', 'contacts')`);
    await t.db.execute(sql`DELETE FROM help_articles WHERE slug = 'privacy'`);
    await createHelpService({ repository: createHelpRepository(t.db) }).setContactAddress(
      'team@potok.example.org',
    );
    const repository = createHelpRepository(t.db);
    await repository.insert({
      uuid: uuidv7(),
      slug: 'user-agreement',
      language: 'en',
      title: 'Our own terms',
      contentHtml: '<p>Written by the operator.</p>',
      position: 10,
    });

    await t.db.execute(sql.raw(migration));

    expect((await menu('en')).items.map((item) => item.title)).toEqual([
      'Our own terms',
      'Contacts',
    ]);
    expect((await menu('jp')).items.map((item) => item.title)).toEqual([
      '利用規約',
      'お問い合わせ',
    ]);
    for (const language of ['en', 'pt', 'jp']) {
      const contacts = await article('contacts', language);
      expect(contacts.content, language).toContain('mailto:team@potok.example.org');
      expect(contacts.content, language).not.toContain('support@potok.example');
    }
    // Applied again, it changes nothing.
    const before = await repository.all();
    await t.db.execute(sql.raw(migration));
    expect(await repository.all()).toEqual(before);
  });
});
