/**
 * Integration tests of `help` and `help/{uuidOrSlug}` through app.inject on a real database: the
 * three articles a fresh database has, lookups by slug and by uuid, sanitising on output
 * (scripts, event handlers and foreign link schemes gone, `rel` on every link), and 404
 * `help_page_not_found`.
 */
import type { ErrorBody, HelpArticle, HelpMenu } from '@potok/common';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { sanitizeHelpHtml } from './help.mapper.ts';
import { createHelpRepository } from './help.repository.ts';

const REL = 'noopener noreferrer nofollow';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function menu(): Promise<HelpMenu> {
  const res = await t.app.inject({ url: '/v1/help' });
  expect(res.statusCode).toBe(200);
  return res.json<HelpMenu>();
}

async function article(address: string): Promise<HelpArticle> {
  const res = await t.app.inject({ url: `/v1/help/${address}` });
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
    for (const slug of ['user-agreement', 'privacy', 'contacts']) {
      const row = await repository.findBySlug(slug);
      expect(row, slug).not.toBeNull();
      const withRel = row!.contentHtml.replace(/<a href="([^"]*)">/g, `<a href="$1" rel="${REL}">`);
      expect(sanitizeHelpHtml(row!.contentHtml), slug).toBe(withRel);
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
