/**
 * Every operators' command in process, over the test app's own services (test/admin.ts: the
 * same `runCommand` every path uses), on the test database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): what the operator reads, what members then see through the API, what the
 * audit trail keeps, and for bad input the one line and nothing changed. One app for the file;
 * its counters are checked when it closes (hiding moves the feed counters).
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, adminError } from '../../test/admin.ts';
import { callApi, type GivenUser, given } from '../../test/given.ts';
import { countRows, createTestApp, type TestApp } from '../../test/harness.ts';
import { jpeg, upload } from '../../test/media.ts';
import { queryRows } from '../db/client.ts';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ checkCounters: true });
  dir = await mkdtemp(path.join(os.tmpdir(), 'potok-admin-files-'));
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The status of an API answer. */
async function statusOf(
  ...call: Parameters<typeof callApi> extends [TestApp, ...infer R] ? R : never
) {
  const res = await callApi(t, ...call);
  return { code: res.statusCode, status: (res.json() as { status: string }).status };
}

/** Signs in and answers the status (`user_suspended`, `ok`…). */
async function login(user: GivenUser, password = user.password) {
  const res = await callApi(t, 'POST', 'auth/login', undefined, { email: user.email, password });
  return (res.json() as { status: string }).status;
}

type Audit = { items: { by: string; action: string; target: string; reason: string | null }[] };

describe('people', () => {
  it('finds people by the start of a username or address, or part of a name', async () => {
    const zoya = await given.user(t, { username: 'zoya_find', name: 'Зоя Петрова' });
    const byName = await admin<{ items: { username: string }[] }>(t, 'people find', {
      query: 'петров',
    });
    expect(byName.items.map((p) => p.username)).toEqual(['zoya_find']);
    const byAddress = await admin<{ items: { username: string }[] }>(t, 'people find', {
      query: zoya.email.slice(0, 8),
    });
    expect(byAddress.items.map((p) => p.username)).toContain('zoya_find');
    expect(await admin(t, 'people find', { query: '@nobody_here' })).toEqual({ items: [] });
    expect(await adminError(admin(t, 'people find', { query: 'a', limit: 'many' }))).toMatch(
      /--limit must be a whole number/,
    );
  });

  it('shows a person with their permissions; an unknown one is named', async () => {
    const u = await given.user(t, { username: 'show_me' });
    const shown = await admin<{
      person: { email: string; state: string };
      permissions: Record<string, boolean>;
    }>(t, 'people show', { username: '@show_me' });
    expect(shown.person).toMatchObject({ email: u.email, state: 'active' });
    expect(shown.permissions.create_entries).toBe(true);
    expect(await adminError(admin(t, 'people show', { username: 'nobody_at_all' }))).toBe(
      'no person @nobody_at_all',
    );
  });

  it('suspends and restores, blocks and unblocks: members see user_suspended / user_blocked, and the audit keeps who and why', async () => {
    const bad = await given.user(t, { username: 'troll_one' });
    const reader = await given.user(t);
    const post = await given.entry(t, bad);
    await admin(t, 'people suspend', { username: 'troll_one', reason: 'spam wave' }, 'ops-anna');
    expect(await statusOf('GET', 'user/troll_one', reader)).toEqual({
      code: 403,
      status: 'user_suspended',
    });
    expect(await login(bad)).toBe('user_suspended');
    expect((await statusOf('GET', 'feed/abyss', reader)).code).toBe(200);
    expect((await statusOf('GET', `entry/${post.uuid}`, reader)).status).toBe('entry_not_found');
    // The session the person had no longer works.
    expect((await statusOf('POST', 'entry', bad, { text: 'still here?' })).code).toBe(401);
    expect(await adminError(admin(t, 'people suspend', { username: 'troll_one' }))).toBe(
      '@troll_one is suspended: cannot suspend',
    );
    expect(await adminError(admin(t, 'people unblock', { username: 'troll_one' }))).toBe(
      '@troll_one is suspended: cannot unblock',
    );
    await admin(t, 'people restore', { username: 'troll_one', reason: 'appealed' }, 'ops-anna');
    expect((await statusOf('GET', 'user/troll_one', reader)).code).toBe(200);
    expect((await statusOf('GET', `entry/${post.uuid}`, reader)).code).toBe(200);

    await admin(t, 'people block', { username: 'troll_one', reason: 'again' });
    expect(await statusOf('GET', 'user/troll_one', reader)).toEqual({
      code: 403,
      status: 'user_blocked',
    });
    expect(await login(bad)).toBe('user_blocked');
    await admin(t, 'people unblock', { username: 'troll_one' });
    expect(await login(bad)).toBe('logged_in');

    const audit = await admin<Audit>(t, 'audit', { about: 'troll_one' });
    expect(audit.items.map((r) => [r.action, r.reason, r.by])).toEqual([
      ['people unblock', null, 'test-operator'],
      ['people block', 'again', 'test-operator'],
      ['people restore', 'appealed', 'ops-anna'],
      ['people suspend', 'spam wave', 'ops-anna'],
    ]);
  });

  it('verifies, denies and allows a permission (user_cant_*), refusing one that does not exist', async () => {
    const u = await given.user(t, { username: 'perm_person' });
    await admin(t, 'people verify', { username: 'perm_person' });
    const card = await callApi(t, 'GET', 'user/perm_person', u);
    expect((card.json() as { state: { is_verified: boolean } }).state.is_verified).toBe(true);

    await admin(t, 'people deny', {
      username: 'perm_person',
      permission: 'user_cant_create_entries',
    });
    expect(await statusOf('POST', 'entry', u, { text: 'hello' })).toEqual({
      code: 403,
      status: 'user_cant_create_entries',
    });
    await admin(t, 'people allow', { username: 'perm_person', permission: 'create_entries' });
    expect((await statusOf('POST', 'entry', u, { text: 'hello again' })).code).toBe(200);

    const before = await countRows(t.db, 'admin_audit');
    expect(
      await adminError(admin(t, 'people deny', { username: 'perm_person', permission: 'fly' })),
    ).toMatch(/^no permission "fly"; the permissions are: create_entries, /);
    expect(await countRows(t.db, 'admin_audit')).toBe(before);
  });

  it('resets a password: the old one stops working and the one-time code sets a new one', async () => {
    const u = await given.user(t, { username: 'forgetful' });
    const reset = await admin<{ code: string; link: string }>(t, 'people reset-password', {
      username: 'forgetful',
    });
    expect(reset.code).toMatch(/^\d{6}$/);
    expect(await login(u)).not.toBe('logged_in');
    const token = decodeURIComponent(reset.link.split('/auth/forgot/code/')[1]!);
    expect(reset.link.startsWith(`${t.config.publicUrl}/auth/forgot/code/`)).toBe(true);
    const confirmed = await callApi(t, 'POST', 'auth/forgot-code', undefined, {
      token,
      code: reset.code,
    });
    expect(confirmed.statusCode).toBe(200);
    const changed = await callApi(t, 'POST', 'auth/forgot-change', undefined, {
      token,
      password: 'Brand-new-password-for-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect(await login(u, 'Brand-new-password-for-2026')).toBe('logged_in');
  });

  it('deletes an account as its owner would; the username stays taken', async () => {
    const u = await given.user(t, { username: 'leaving_soon' });
    await given.entry(t, u);
    expect(await adminError(admin(t, 'people delete', { username: 'leaving_soon' }))).toBe(
      'erasing cannot be undone: add --yes',
    );
    expect((await statusOf('GET', 'user/leaving_soon')).code).toBe(200);
    const done = await admin<{ ended_sessions: number }>(t, 'people delete', {
      username: 'leaving_soon',
      yes: true,
    });
    expect(done.ended_sessions).toBe(1);
    expect((await statusOf('GET', 'user/leaving_soon')).status).toBe('user_deleted');
    expect(
      await adminError(admin(t, 'people delete', { username: 'leaving_soon', yes: true })),
    ).toBe('@leaving_soon is erased');
  });
});

describe('a change and its audit row', () => {
  it('are one transaction: a change whose audit row cannot be written is undone, its files kept', async () => {
    const u = await given.user(t, { username: 'audit_refused' });
    const reader = await given.user(t);
    const photo = await upload(t, u, await jpeg());
    const post = await given.entry(t, u, { text: 'with a photo', files: [photo.uuid] });
    const mediaFiles = async () => readdir(t.config.mediaDir, { recursive: true });
    const filesBefore = (await mediaFiles()).filter((f) => f.includes(photo.uuid));
    expect(filesBefore.length).toBeGreaterThan(0);
    const auditBefore = await countRows(t.db, 'admin_audit');
    // The database refuses every audit row (a trigger), as a full or failing table would.
    await t.db.execute(
      sql.raw(`CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql
               AS $$ BEGIN RAISE EXCEPTION 'audit refused'; END $$`),
    );
    await t.db.execute(
      sql.raw(`CREATE TRIGGER refuse_audit BEFORE INSERT ON admin_audit
               FOR EACH ROW EXECUTE FUNCTION refuse_audit()`),
    );
    try {
      for (const [name, args] of [
        ['people suspend', { username: 'audit_refused', reason: 'spam' }],
        ['people deny', { username: 'audit_refused', permission: 'create_entries' }],
        ['content hide', { kind: 'entry', id: post.uuid }],
        ['people delete', { username: 'audit_refused', yes: true }],
      ] as const) {
        await expect(admin(t, name, args), name).rejects.toThrow(/INSERT INTO admin_audit/);
      }
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER refuse_audit ON admin_audit'));
      await t.db.execute(sql.raw('DROP FUNCTION refuse_audit()'));
    }
    expect(await countRows(t.db, 'admin_audit')).toBe(auditBefore);
    expect((await statusOf('GET', 'user/audit_refused', reader)).code).toBe(200);
    expect((await statusOf('GET', `entry/${post.uuid}`, reader)).code).toBe(200);
    expect(await login(u)).toBe('logged_in');
    expect((await statusOf('POST', 'entry', u, { text: 'still allowed' })).code).toBe(200);
    expect((await mediaFiles()).filter((f) => f.includes(photo.uuid))).toEqual(filesBefore);
  });
});

describe('content and reports', () => {
  it('hides an entry (entry_hidden for everyone, gone from the lists) and shows it again', async () => {
    const author = await given.user(t);
    const other = await given.user(t);
    const post = await given.entry(t, author, { text: 'A #moderated entry' });
    await admin(t, 'content hide', { kind: 'entry', id: post.uuid, reason: 'rules §2' });
    expect(await statusOf('GET', `entry/${post.uuid}`, other)).toEqual({
      code: 404,
      status: 'entry_hidden',
    });
    const abyss = await callApi(t, 'GET', 'feed/abyss', other);
    const uuids = (abyss.json() as { items: { uuid: string }[] }).items.map((e) => e.uuid);
    expect(uuids).not.toContain(post.uuid);
    expect(await admin(t, 'content hide', { kind: 'entry', id: post.uuid })).toMatchObject({
      changed: false,
    });
    await admin(t, 'content unhide', { kind: 'entry', id: post.uuid });
    expect((await statusOf('GET', `entry/${post.uuid}`, other)).code).toBe(200);
    expect(
      await adminError(
        admin(t, 'content hide', { kind: 'entry', id: '0190a000-0000-7000-8000-000000000000' }),
      ),
    ).toBe('no entry 0190a000-0000-7000-8000-000000000000');
    expect(await adminError(admin(t, 'content hide', { kind: 'photo', id: '1' }))).toBe(
      'the kind must be entry or comment, got "photo"',
    );
  });

  it('a hidden entry: its author still reads it, marked, and may delete it but not edit it', async () => {
    const author = await given.user(t);
    const other = await given.user(t);
    const post = await given.entry(t, author, { text: 'Mine, then hidden' });
    await admin(t, 'content hide', { kind: 'entry', id: post.uuid });
    const own = await callApi(t, 'GET', `entry/${post.uuid}`, author);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      uuid: post.uuid,
      content: { text: 'Mine, then hidden' },
      state: { is_hidden_by_operators: true },
    });
    // Everyone else, guests included, reads why it is gone.
    expect(await statusOf('GET', `entry/${post.uuid}`, other)).toEqual({
      code: 404,
      status: 'entry_hidden',
    });
    expect((await statusOf('GET', `entry/${post.uuid}`)).status).toBe('entry_hidden');
    expect(
      await statusOf('POST', `entry/${post.uuid}`, author, { text: 'Edited past the operators' }),
    ).toEqual({ code: 404, status: 'entry_hidden' });
    expect(await statusOf('DELETE', `entry/${post.uuid}`, other)).toEqual({
      code: 404,
      status: 'entry_hidden',
    });
    // A visible entry never carries the mark.
    const shown = await given.entry(t, author, { text: 'Visible' });
    const visible = await callApi(t, 'GET', `entry/${shown.uuid}`, author);
    expect(visible.json()).not.toHaveProperty('state.is_hidden_by_operators');
    const card = async () =>
      (
        (await callApi(t, 'GET', `user/${author.username}`, other)).json() as {
          counters: { entries: number };
        }
      ).counters.entries;
    expect(await card()).toBe(1);
    expect((await statusOf('DELETE', `entry/${post.uuid}`, author)).code).toBe(200);
    expect((await statusOf('GET', `entry/${post.uuid}`, author)).status).toBe('entry_not_found');
    expect(await card()).toBe(1);
  });

  it("a hidden entry leaves the profile's entries counter, for others and its author alike", async () => {
    const author = await given.user(t);
    const other = await given.user(t);
    await given.entry(t, author, { text: 'stays' });
    await given.entry(t, author, { text: 'not in the feed', is_hidden_from_feed: true });
    const post = await given.entry(t, author, { text: 'to be hidden' });
    /** The card's entries counter and the profile list's total and length, as `who` reads them. */
    const profile = async (who: GivenUser) => {
      const card = await callApi(t, 'GET', `user/${author.username}`, who);
      const list = await callApi(t, 'GET', `user/${author.username}/entries`, who);
      const page = list.json() as { items: unknown[]; total_items: number };
      return {
        counter: (card.json() as { counters: { entries: number } }).counters.entries,
        total: page.total_items,
        listed: page.items.length,
      };
    };
    expect(await profile(other)).toEqual({ counter: 3, total: 3, listed: 3 });
    await admin(t, 'content hide', { kind: 'entry', id: post.uuid });
    expect(await profile(other)).toEqual({ counter: 2, total: 2, listed: 2 });
    expect(await profile(author)).toEqual({ counter: 2, total: 2, listed: 2 });
    await admin(t, 'content hide', { kind: 'entry', id: post.uuid });
    expect((await profile(other)).counter).toBe(2);
    await admin(t, 'content unhide', { kind: 'entry', id: post.uuid });
    expect(await profile(other)).toEqual({ counter: 3, total: 3, listed: 3 });
  });

  it('collapses a comment for everyone and opens it again', async () => {
    const author = await given.user(t);
    const post = await given.entry(t, author);
    const c = await given.comment(t, author, post);
    await admin(t, 'content hide', { kind: 'comment', id: String(c.comment_id) });
    const list = await callApi(t, 'GET', `entry/${post.uuid}/comments`);
    const shown = (
      list.json() as { items: { comment_id: number; state: { is_hidden: boolean } }[] }
    ).items.find((x) => x.comment_id === c.comment_id);
    expect(shown?.state.is_hidden).toBe(true);
    await admin(t, 'content unhide', { kind: 'comment', id: String(c.comment_id) });
    expect(await adminError(admin(t, 'content hide', { kind: 'comment', id: '99999999' }))).toBe(
      'no comment 99999999',
    );
  });

  it('lists open reports by kind, resolves one hiding the entry, dismisses another; reporters get a reports notification', async () => {
    const author = await given.user(t);
    const reporter = await given.user(t, { username: 'watchful' });
    const second = await given.user(t);
    const post = await given.entry(t, author);
    const fine = await given.entry(t, author);
    for (const who of [reporter, second]) {
      expect(
        (await callApi(t, 'POST', `entry/${post.uuid}/report`, who, { reason: 1 })).statusCode,
      ).toBe(200);
    }
    await callApi(t, 'POST', `entry/${fine.uuid}/report`, reporter, { reason: 0 });
    const open = await admin<{
      items: { report_id: number; object: string; reason: string; reporter: string }[];
    }>(t, 'reports list', { kind: 'entry' });
    const first = open.items.find((r) => r.object === post.uuid && r.reporter === 'watchful')!;
    expect(first.reason).toBe('spam');
    const done = await admin<{ closed: number; notified: number }>(t, 'reports resolve', {
      report: String(first.report_id),
      hide: true,
      reason: 'spam',
    });
    expect(done).toMatchObject({ closed: 2, notified: 2 });
    expect((await statusOf('GET', `entry/${post.uuid}`, reporter)).status).toBe('entry_hidden');
    const other = (await admin<typeof open>(t, 'reports list', {})).items.find(
      (r) => r.object === fine.uuid,
    )!;
    await admin(t, 'reports dismiss', { report: String(other.report_id) });
    const left = await admin<typeof open>(t, 'reports list', { kind: 'entry' });
    expect(left.items.filter((r) => [post.uuid, fine.uuid].includes(r.object))).toEqual([]);
    const inbox = await callApi(t, 'GET', 'my/notifications?tab=system', reporter);
    // Newest first: the dismissal of one report, the resolution of the other, each told.
    const told = (
      inbox.json() as { items: { type: string; payload: { decision?: string } | null }[] }
    ).items.map((n) => [n.type, n.payload?.decision]);
    expect(told).toEqual([
      ['reports', 'dismissed'],
      ['reports', 'resolved'],
    ]);
    const secondInbox = await callApi(t, 'GET', 'my/notifications?tab=system', second);
    expect((secondInbox.json() as { items: { payload: unknown }[] }).items).toMatchObject([
      { payload: { decision: 'resolved' } },
    ]);
    expect(await adminError(admin(t, 'reports resolve', { report: '987654' }))).toBe(
      'no open report 987654',
    );
    expect(await adminError(admin(t, 'reports list', { kind: 'planet' }))).toMatch(
      /^no kind of report "planet"/,
    );
  });

  it('marks tags official and NSFW; an unknown tag is named', async () => {
    const author = await given.user(t);
    await given.entry(t, author, { text: 'About #Gardening' });
    await admin(t, 'tags mark', { tag: '#gardening', flag: 'official' });
    const tag = await callApi(t, 'GET', 'tag/gardening');
    expect((tag.json() as { state: { is_official: boolean } }).state.is_official).toBe(true);
    const r = await admin<{ is_nsfw: boolean }>(t, 'tags mark', { tag: 'gardening', flag: 'nsfw' });
    expect(r.is_nsfw).toBe(true);
    await admin(t, 'tags unmark', { tag: 'gardening', flag: 'nsfw' });
    expect(await adminError(admin(t, 'tags mark', { tag: 'no_such_tag', flag: 'official' }))).toBe(
      'no tag #no_such_tag',
    );
  });

  it('awards, lists and revokes badges of the catalogue only', async () => {
    const u = await given.user(t, { username: 'helper_badge' });
    await admin(t, 'badges award', { username: 'helper_badge', badge: 'supporter' });
    const holders = await admin<{ items: { username: string }[] }>(t, 'badges holders', {
      badge: 'supporter',
    });
    expect(holders.items.map((h) => h.username)).toContain('helper_badge');
    const badges = await callApi(t, 'GET', 'user/helper_badge/badges', u);
    expect(JSON.stringify(badges.json())).toContain('supporter');
    await admin(t, 'badges revoke', { username: 'helper_badge', badge: 'supporter' });
    expect(
      await adminError(admin(t, 'badges revoke', { username: 'helper_badge', badge: 'supporter' })),
    ).toBe('@helper_badge has no badge supporter');
    expect(
      await adminError(admin(t, 'badges award', { username: 'helper_badge', badge: 'gold_star' })),
    ).toMatch(/^no badge "gold_star" in the catalogue/);
  });
});

describe('help, announcements, jobs', () => {
  it('sets an article from Markdown in a language; GET help answers in the request language, else Russian', async () => {
    const file = path.join(dir, 'rules.en.md');
    await writeFile(file, '# House rules\n\nBe **kind**.\n\n<script>alert(1)</script>\n');
    const set = await admin<{ created: boolean }>(t, 'help set', {
      slug: 'rules',
      file,
      language: 'en',
    });
    expect(set.created).toBe(true);
    const en = await t.app.inject({
      method: 'GET',
      url: '/v1/help/rules',
      headers: { 'accept-language': 'en' },
    });
    const article = en.json() as { title: string; content: string };
    expect(article.title).toBe('House rules');
    expect(article.content).toContain('<strong>kind</strong>');
    expect(article.content).not.toContain('script');
    // No Russian version: a Russian reader gets none; the English menu lists it.
    const ru = await t.app.inject({
      method: 'GET',
      url: '/v1/help/rules',
      headers: { 'accept-language': 'ru' },
    });
    expect(ru.statusCode).toBe(404);
    const menuEn = await t.app.inject({
      method: 'GET',
      url: '/v1/help',
      headers: { 'accept-language': 'en' },
    });
    const slugs = (menuEn.json() as { items: { slug: string }[] }).items.map((i) => i.slug);
    expect(slugs).toEqual(['user-agreement', 'privacy', 'contacts', 'rules']);
    // The seeded articles answer an English reader in English.
    const privacy = await t.app.inject({
      method: 'GET',
      url: '/v1/help/privacy',
      headers: { 'accept-language': 'en' },
    });
    expect(privacy.statusCode).toBe(200);
    expect((privacy.json() as { title: string }).title).toBe('Privacy policy');

    const html = path.join(dir, 'rules.html');
    await writeFile(html, '<p>Будьте добры.</p>');
    expect(
      await admin(t, 'help set', { slug: 'rules', file: html, language: 'ru', title: 'Правила' }),
    ).toMatchObject({
      created: true,
    });
    expect(
      await admin(t, 'help set', { slug: 'rules', file: html, language: 'ru', title: 'Правила!' }),
    ).toMatchObject({
      created: false,
    });
    const list = await admin<{ items: { slug: string; language: string }[] }>(t, 'help list');
    expect(
      list.items
        .filter((a) => a.slug === 'rules')
        .map((a) => a.language)
        .sort(),
    ).toEqual(['en', 'ru']);
    expect(
      await adminError(admin(t, 'help set', { slug: 'x', file: path.join(dir, 'missing.md') })),
    ).toBe(`no file ${path.join(dir, 'missing.md')}`);
    await admin(t, 'help remove', { slug: 'rules' });
    expect(await adminError(admin(t, 'help remove', { slug: 'rules' }))).toBe(
      'no help article "rules"',
    );
  });

  it('changes the contact address shown in help', async () => {
    const done = await admin<{ before: string; changed: number }>(t, 'help contacts', {
      address: 'team@potok.example.org',
    });
    expect(done.before).toBe('support@potok.example');
    const res = await callApi(t, 'GET', 'help/contacts');
    expect((res.json() as { content: string }).content).toContain('mailto:team@potok.example.org');
    // In every language the contacts are written in.
    expect(done.changed).toBe(4);
    for (const language of ['en', 'pt', 'ja']) {
      const translated = await t.app.inject({
        url: '/v1/help/contacts',
        headers: { 'accept-language': language },
      });
      const content = (translated.json() as { content: string }).content;
      expect(content, language).toContain('mailto:team@potok.example.org');
      expect(content, language).not.toContain('support@potok.example');
    }
    expect(await adminError(admin(t, 'help contacts', { address: 'not an address' }))).toBe(
      '"not an address" is not an e-mail address',
    );
  });

  it('announces to one person and to everyone as system notifications', async () => {
    const one = await given.user(t, { username: 'gets_news' });
    const sent = await admin<{ recipients: number }>(t, 'announce', {
      text: 'Hello you',
      to: '@gets_news',
    });
    expect(sent.recipients).toBe(1);
    const all = await admin<{ recipients: number }>(t, 'announce', {
      text: 'Maintenance at 23:00',
      title: 'Maintenance',
    });
    const [active] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM users WHERE state = 'active'`,
    );
    expect(all.recipients).toBe(active!.n);
    const inbox = await callApi(t, 'GET', 'my/notifications?tab=system', one);
    const items = (inbox.json() as { items: { type: string; payload: { text: string } }[] }).items;
    expect(items.map((n) => [n.type, n.payload.text])).toEqual([
      ['system', 'Maintenance at 23:00'],
      ['system', 'Hello you'],
    ]);
    expect(await adminError(admin(t, 'announce', { text: 'hi', to: 'ghost_person' }))).toBe(
      'no person @ghost_person',
    );
  });

  it('lists failed jobs, retries one and drops another', async () => {
    const ids = await queryRows<{ job_id: number }>(
      t.db,
      sql`INSERT INTO jobs (kind, payload, state, attempts, max_attempts, last_error, finished_at)
          VALUES ('media.sweep', '{}'::jsonb, 'failed', 3, 3, 'disk on fire', now()),
                 ('media.sweep', '{}'::jsonb, 'failed', 3, 3, 'disk on fire', now())
          RETURNING job_id::int8 AS job_id`,
    );
    const [a, b] = ids.map((r) => Number(r.job_id));
    const failed = await admin<{ items: { job_id: number; last_error: string }[] }>(
      t,
      'jobs failed',
    );
    expect(failed.items.filter((j) => j.job_id === a || j.job_id === b)).toHaveLength(2);
    await admin(t, 'jobs retry', { job: String(a) });
    await admin(t, 'jobs drop', { job: String(b) });
    const [state] = await queryRows<{ state: string }>(
      t.db,
      sql`SELECT state FROM jobs WHERE job_id = ${a!}`,
    );
    expect(state?.state).toBe('queued');
    expect(await adminError(admin(t, 'jobs drop', { job: String(a) }))).toBe(`no failed job ${a}`);
    await t.db.execute(sql`DELETE FROM jobs WHERE job_id = ${a!}`);
  });
});
