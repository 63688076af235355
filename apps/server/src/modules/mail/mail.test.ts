/**
 * Mail (docs/decisions/mail.md, "Daily digest"): the texts of every mail in all four
 * languages, the language read from `Accept-Language` and stored on the account, and the daily
 * digest end to end through a real SMTP server — the setting, the schedule, the mail with its
 * unsubscribe link and headers, each item mailed once, and the one-click unsubscribe.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GivenUser, given } from '../../../test/given.ts';
import { createTestApp, solveCaptcha, type TestApp } from '../../../test/harness.ts';
import { startSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { queryRows } from '../../db/client.ts';
import { localeFromAcceptLanguage } from './mail.locale.ts';
import { DIGEST_HOUR_UTC, nextDigestRun } from './mail.service.ts';
import { type MailMessage, maskEmail, renderMail } from './mail.templates.ts';
import { MAIL_TEXTS } from './mail.texts.ts';

describe('texts', () => {
  const flatten = (tree: Record<string, Record<string, string>>) =>
    Object.entries(tree).flatMap(([group, texts]) =>
      Object.entries(texts).map(([key, text]) => [`${group}.${key}`, text] as const),
    );
  const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
  const vars = (text: string) =>
    [...text.matchAll(/\{\{(\w+)\}\}/g)]
      .map((m) => m[1])
      .sort()
      .join(',');

  it('has every key, with the same placeholders, in every language', () => {
    const ru = new Map(flatten(MAIL_TEXTS.ru).map(([k, v]) => [base(k), vars(v)]));
    for (const [lng, tree] of Object.entries(MAIL_TEXTS)) {
      const other = new Map(flatten(tree).map(([k, v]) => [base(k), vars(v)]));
      expect([...other.keys()].sort(), lng).toEqual([...ru.keys()].sort());
      for (const [key, placeholders] of other)
        expect(placeholders, `${lng} ${key}`).toBe(ru.get(key));
      for (const [key, text] of flatten(tree)) expect(text.trim(), `${lng} ${key}`).not.toBe('');
    }
  });

  it('writes every mail in every language with the code large and its expiry', () => {
    const messages: MailMessage[] = [];
    for (const locale of ['ru', 'en', 'pt', 'jp'] as const) {
      const to = 'ann@example.test';
      messages.push(
        { template: 'recovery_code', to, locale, name: 'Ann <b>', code: '012345' },
        { template: 'recovery_unknown', to, locale },
        { template: 'verify_code', to, locale, name: 'Ann', code: '012345' },
        { template: 'change_code', to, locale, name: 'Ann', username: 'ann', code: '012345' },
        {
          template: 'email_changed',
          to,
          locale,
          name: 'Ann',
          username: 'ann',
          email: maskEmail('new@example.test'),
        },
        {
          template: 'digest',
          to,
          locale,
          name: 'Ann',
          items: [
            { kind: 'reply', sender: 'Bob', text: 'hi <there>', url: 'http://x/e/1?comment=2' },
            { kind: 'mention', sender: 'Cid', text: '', url: 'http://x/e/3' },
          ],
          total: 5,
          notifications_url: 'http://x/notifications',
          unsubscribe_url: 'http://x/v1/mail/unsubscribe?token=1.abc',
        },
      );
    }
    for (const message of messages) {
      const mail = renderMail(message);
      const name = `${message.locale} ${message.template}`;
      expect(mail.subject, name).not.toMatch(/\{\{|\.subject/);
      expect(mail.text, name).not.toMatch(/\{\{|undefined/);
      expect(mail.html, name).toContain(
        `lang="${message.locale === 'jp' ? 'ja' : message.locale}"`,
      );
      if ('code' in message) {
        expect(mail.text, name).toMatch(/^ {4}012345$/m);
        expect(mail.text, name).toContain('15');
        expect(mail.html, name).toMatch(/font-size:36px[^>]*>012345</);
      }
      // Names and quoted texts are escaped in the HTML.
      expect(mail.html, name).not.toContain('<b>');
      expect(mail.html, name).not.toContain('<there>');
    }
    const digest = renderMail(messages.find((m) => m.template === 'digest' && m.locale === 'ru')!);
    expect(digest.subject).toBe('В Потоке 5 непрочитанных ответов и упоминаний');
    expect(digest.text).toContain('И ещё 3 — в уведомлениях.');
    expect(digest.headers['List-Unsubscribe']).toBe('<http://x/v1/mail/unsubscribe?token=1.abc>');
    expect(digest.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const one = renderMail({
      ...(messages.find((m) => m.template === 'digest' && m.locale === 'en') as MailMessage & {
        template: 'digest';
      }),
      total: 1,
      items: [{ kind: 'reply', sender: 'Bob', text: 'hi', url: 'http://x/e/1' }],
    });
    expect(one.subject).toBe('1 unread reply or mention on Potok');
  });

  it("names the product as the interface of the mail's language does", () => {
    // The web app's name of the product per language (its `app` namespace, `app_name`).
    const interfaceName = (locale: string) =>
      (
        JSON.parse(
          readFileSync(
            new URL(`../../../../web/src/i18n/locales/${locale}/app.json`, import.meta.url),
            'utf8',
          ),
        ) as { app_name: string }
      ).app_name;
    const tags = { ru: 'ru', en: 'en', pt: 'pt', jp: 'ja' } as const;
    for (const [locale, lng] of Object.entries(tags)) {
      const name = interfaceName(locale);
      expect(MAIL_TEXTS[lng].common?.app_name, locale).toBe(name);
      // No line of a language names the product as another language's interface does.
      const others = Object.keys(tags)
        .map(interfaceName)
        .filter((other) => other !== name);
      for (const [group, lines] of Object.entries(MAIL_TEXTS[lng]))
        for (const [key, text] of Object.entries(lines))
          for (const other of others)
            expect(text, `${locale} ${group}.${key}`).not.toContain(other);
    }
    const to = 'ann@example.test';
    const ru = renderMail({ template: 'recovery_code', to, locale: 'ru', name: 'Аня', code: '1' });
    expect(ru.subject).toBe('Код для смены пароля в Потоке');
    expect(ru.text).toContain('— Поток');
    expect(ru.text).not.toContain('Potok');
    expect(ru.fromName).toBe('Поток');
    const en = renderMail({ template: 'recovery_code', to, locale: 'en', name: 'Ann', code: '1' });
    expect(en.subject).toBe(`Your ${interfaceName('en')} password reset code`);
    expect(en.fromName).toBe(interfaceName('en'));
  });

  it('masks an address', () => {
    expect(maskEmail('anna.petrova@example.test')).toBe('a***@example.test');
    expect(maskEmail('bad')).toBe('***');
  });
});

describe('configuration', () => {
  it('reads SMTP_URL and MAIL_FROM, and refuses a From that could inject a header', () => {
    const plain = loadConfig({ PUBLIC_URL: 'https://potok.example' });
    expect(plain.smtpUrl).toBe(null);
    // Unset: each mail's From is the product's name in its language (see "with a server").
    expect(plain.mailFrom).toBe(null);
    const set = loadConfig({
      SMTP_URL: 'smtps://user:secret@smtp.example:465',
      MAIL_FROM: 'Поток <hello@potok.example>',
    });
    expect(set).toMatchObject({
      smtpUrl: 'smtps://user:secret@smtp.example:465',
      mailFrom: 'Поток <hello@potok.example>',
    });
    expect(() => loadConfig({ MAIL_FROM: 'no address' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAIL_FROM: 'a@b.cc\r\nBcc: x@y.zz' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example' })).toThrow(/^SMTP_URL/);
    // A secret in SMTP_URL is never echoed.
    expect(() => loadConfig({ SMTP_URL: 'ftp://u:hunter2@x' })).not.toThrow(/hunter2/);
  });
});

describe('language of a request', () => {
  it('reads the first supported language of Accept-Language', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe(null);
    expect(localeFromAcceptLanguage('')).toBe(null);
    expect(localeFromAcceptLanguage('ru')).toBe('ru');
    expect(localeFromAcceptLanguage('jp')).toBe('jp');
    expect(localeFromAcceptLanguage('ja-JP,ja;q=0.9')).toBe('jp');
    expect(localeFromAcceptLanguage('pt-BR')).toBe('pt');
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0.5,pt;q=0.9')).toBe('pt');
    expect(localeFromAcceptLanguage('en;q=0,ru;q=0.1')).toBe('ru');
    expect(localeFromAcceptLanguage('*')).toBe(null);
    expect(localeFromAcceptLanguage('x'.repeat(600))).toBe(null);
  });

  it('runs the digest at the next DIGEST_HOUR_UTC', () => {
    const morning = new Date(Date.UTC(2026, 0, 1, DIGEST_HOUR_UTC - 1, 30));
    expect(nextDigestRun(morning).toISOString()).toBe(
      new Date(Date.UTC(2026, 0, 1, DIGEST_HOUR_UTC)).toISOString(),
    );
    const later = new Date(Date.UTC(2026, 0, 31, DIGEST_HOUR_UTC, 0));
    expect(nextDigestRun(later).toISOString()).toBe(
      new Date(Date.UTC(2026, 1, 1, DIGEST_HOUR_UTC)).toISOString(),
    );
  });
});

describe('with a server', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, checkCounters: true });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function runJobs(): Promise<void> {
    while ((await t.app.jobs.runOnce()) > 0) {}
  }

  async function storedLocale(user: GivenUser) {
    const [row] = await queryRows<{ locale: string | null }>(
      t.db,
      sql`SELECT locale FROM users WHERE user_id = ${user.user_id}`,
    );
    return row!.locale;
  }

  it("writes a mail, its From name included, in the language of the request's interface", async () => {
    const forgot = async (email: string, language: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/forgot',
        payload: { email, 'h-captcha-response': await solveCaptcha(t.app) },
        headers: { 'accept-language': language },
      });
      expect(res.statusCode, res.body).toBe(200);
      await runJobs();
    };
    await forgot('nobody-ru@example.test', 'ru');
    const ru = await smtp.next((m) => m.to === 'nobody-ru@example.test');
    expect(ru.subject).toBe('Смена пароля в Потоке');
    expect(ru.text).toContain('сменить пароль в Потоке');
    expect(ru.text).not.toContain('Potok');
    expect(ru.headers.get('from')).toMatchObject({
      value: [{ name: 'Поток', address: 'noreply@localhost' }],
    });
    await forgot('nobody-en@example.test', 'en');
    const en = await smtp.next((m) => m.to === 'nobody-en@example.test');
    expect(en.subject).toBe('Potok password reset');
    expect(en.headers.get('from')).toMatchObject({
      value: [{ name: 'Potok', address: 'noreply@localhost' }],
    });
  });

  it('stores the language at sign-in and at each session check', async () => {
    const ann = await given.user(t);
    expect(await storedLocale(ann)).toBe(null);
    const session = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: '/v1/auth/session',
        headers: { ...ann.bearer, ...headers },
      });
    await session({ 'accept-language': 'pt' });
    expect(await storedLocale(ann)).toBe('pt');
    await session({ 'accept-language': 'de' }); // unsupported: kept
    expect(await storedLocale(ann)).toBe('pt');
    await session({});
    expect(await storedLocale(ann)).toBe('pt');
    await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: ann.email, password: ann.password },
      headers: { 'accept-language': 'jp' },
    });
    expect(await storedLocale(ann)).toBe('jp');
    // A guest's session check stores nothing and fails nothing.
    const guest = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/session',
      headers: { 'accept-language': 'en' },
    });
    expect(guest.json()).toMatchObject({ is_auth: false });
  });

  describe('daily digest', () => {
    let ann: GivenUser;
    let bob: GivenUser;
    beforeAll(async () => {
      ann = await given.user(t, { name: 'Ann' });
      bob = await given.user(t, { name: 'Bob' });
      await t.app.inject({
        method: 'GET',
        url: '/v1/auth/session',
        headers: { ...ann.bearer, 'accept-language': 'en' },
      });
    });

    const settings = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/settings/notifications',
          headers: ann.bearer,
        })
      ).json();

    it('is off by default, and switching it on schedules one daily run', async () => {
      expect(await settings()).toMatchObject({ digest: false, replies: true });
      for (let i = 0; i < 2; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/settings/notifications',
          headers: ann.bearer,
          payload: { digest: true },
        });
        expect(res.json()).toMatchObject({
          status: 'ok',
          payload: { digest: true, replies: true },
        });
      }
      const runs = await queryRows<{ run_after: Date }>(
        t.db,
        sql`SELECT run_after FROM jobs WHERE kind = 'mail.digest' AND state = 'queued'`,
      );
      expect(runs).toHaveLength(1);
      expect(new Date(runs[0]!.run_after).getUTCHours()).toBe(DIGEST_HOUR_UTC);
      const bad = await t.app.inject({
        method: 'POST',
        url: '/v1/settings/notifications',
        headers: ann.bearer,
        payload: { digest: 'maybe' },
      });
      expect(bad.statusCode).toBe(400);
      expect(await settings()).toMatchObject({ digest: true });
    });

    it('mails unread replies and mentions once, with a one-click unsubscribe', async () => {
      const entry = await given.entry(t, ann, { text: 'Ann writes' });
      const comment = await given.comment(t, ann, entry, { text: 'Ann comments' });
      await given.comment(t, bob, entry, { text: 'Bob replies', parent_id: comment.comment_id });
      await given.entry(t, bob, { text: `Hello @${ann.username}` });
      await runJobs();
      const sent = await t.services.mail.runDigest();
      expect(sent).toBe(1);
      await runJobs();
      const mail = await smtp.next((m) => m.to === ann.email && m.subject.includes('unread'));
      expect(mail.subject).toBe('2 unread replies and mentions on Potok');
      expect(mail.text).toContain('Bob replied to you: “Bob replies”');
      expect(mail.text).toContain('Bob mentioned you');
      expect(mail.text).toContain(`/e/${entry.uuid}?comment=`);
      const unfolded = mail.raw.replace(/\r?\n[ \t]+/g, ' ');
      const link = /^List-Unsubscribe: <(http[^>]+)>/im.exec(unfolded)?.[1];
      expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
      expect(link).toMatch(/\/v1\/mail\/unsubscribe\?token=\d+\./);
      expect(mail.text).toContain(link!);
      // Each item once: a second run finds nothing new.
      expect(await t.services.mail.runDigest()).toBe(0);

      // A forged token changes nothing; the real one switches the digest off.
      const url = new URL(link!);
      const forged = await t.app.inject({
        method: 'GET',
        url: `/v1/mail/unsubscribe?token=${ann.user_id}.${'A'.repeat(32)}`,
        headers: { 'accept-language': 'en' },
      });
      expect(forged.statusCode).toBe(200);
      expect(forged.body).toContain('does not work');
      const forgedPost = await t.app.inject({
        method: 'POST',
        url: `/v1/mail/unsubscribe?token=${ann.user_id}.${'A'.repeat(32)}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(forgedPost.statusCode).toBe(400);
      expect(await settings()).toMatchObject({ digest: true });
      const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('the daily digest will no longer come');
      expect(await settings()).toMatchObject({ digest: false });
      // The mail client's one-click POST answers the same, again.
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(oneClick.json()).toEqual({ status: 'unsubscribed' });
      // Off: new replies are not mailed.
      await given.comment(t, bob, entry, { text: 'Bob again', parent_id: comment.comment_id });
      await runJobs();
      expect(await t.services.mail.runDigest()).toBe(0);
    });

    it('lists only what is unread', async () => {
      const cid = await given.user(t);
      await t.app.inject({
        method: 'POST',
        url: '/v1/settings/notifications',
        headers: cid.bearer,
        payload: { digest: true },
      });
      await given.entry(t, bob, { text: `Hi @${cid.username}` });
      await runJobs();
      await t.app.inject({
        method: 'POST',
        url: '/v1/my/notifications/read',
        headers: cid.bearer,
        payload: { mode: 'all' },
      });
      expect(await t.services.mail.runDigest()).toBe(0);
    });
  });
});
