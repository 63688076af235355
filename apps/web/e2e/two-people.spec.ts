/**
 * The product's first scenario, played as two people and a guest in three browser contexts on
 * the real server and a fresh embedded database: both register through the UI; A subscribes to
 * B on B's profile; B posts «Привет, #поток»; A's timeline shows it at the top; A opens it and
 * comments; B sees the comment on the entry page; a guest can read the entry and is sent to
 * /auth on compose.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Person, person, publish, register } from './people.ts';

const alice = person('Алиса Петрова', 'alice', 'korova-i-moloko-1');
const boris = person('Борис Иванов', 'boris', 'sobaka-i-kost-22');
const POST = 'Привет, #поток';
const COMMENT = 'Рада тебя читать, Борис!';
const SECOND_COMMENT = 'И ещё: жду следующую запись.';

/** A person in a browser context of their own, registered through the UI. */
async function registered(browser: Browser, who: Person): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await register(page, who);
  return page;
}

test('two people: subscribe, post, read the timeline, comment; a guest reads and is sent to auth', async ({
  browser,
}) => {
  const a = await registered(browser, alice);
  const b = await registered(browser, boris);

  // A subscribes to B on B's profile.
  await a.goto(`/u/${boris.username}`);
  await expect(a.getByRole('heading', { name: boris.name })).toBeVisible();
  await a.getByRole('button', { name: 'Подписаться' }).click();
  await expect(a.getByRole('button', { name: /Отписаться|Вы подписаны/ })).toBeVisible();

  // B posts from the fake compose input of the timeline.
  await b.goto('/feed');
  await publish(b, POST);

  // A's timeline shows it at the top.
  await a.goto('/feed');
  const first = a.getByRole('article').first();
  await expect(first).toContainText('Привет,');
  await expect(first.getByRole('link', { name: '#поток' })).toHaveAttribute(
    'href',
    /\/t\/поток|\/t\/%D0%BF/,
  );
  await expect(first).toContainText(boris.name);

  // A opens it and comments.
  await first
    .getByRole('link', { name: /комментари|Обсудить|Ответить/i })
    .first()
    .click();
  await expect(a).toHaveURL(/\/e\/[0-9a-f-]{36}/);
  const entryUrl = new URL(a.url()).pathname;
  await expect(a).toHaveTitle(/^Привет, #поток/);
  await expect(a.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${entryUrl}$`),
  );
  await a.getByRole('textbox', { name: /Комментарий|Ваш ответ/ }).fill(COMMENT);
  await a.getByRole('button', { name: 'Отправить' }).click();
  await expect(a.getByText(COMMENT)).toBeVisible();

  // B sees the comment on the entry page.
  await b.goto(entryUrl);
  await expect(b.getByText(COMMENT)).toBeVisible();
  await expect(b.getByText(alice.name).first()).toBeVisible();

  // Spec §4: leaving the entry clears its comments — B leaves through the tab bar, A comments
  // again, and B, back on the entry within the same page, reads the thread as it is now.
  await b
    .getByRole('navigation', { name: 'Основная навигация' })
    .getByRole('link', { name: 'Лента' })
    .click();
  await expect(b).toHaveURL(/\/feed$/);
  await a.getByRole('textbox', { name: /Комментарий|Ваш ответ/ }).fill(SECOND_COMMENT);
  await a.getByRole('button', { name: 'Отправить' }).click();
  await expect(a.getByText(SECOND_COMMENT)).toBeVisible();
  await b.goBack();
  await expect(b).toHaveURL(new RegExp(`${entryUrl}$`));
  await expect(b.getByText(SECOND_COMMENT)).toBeVisible();

  // A guest reads the entry, and compose sends them to /auth.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(entryUrl);
  await expect(guest.getByRole('article').first()).toContainText('Привет,');
  await expect(guest.getByText(COMMENT)).toBeVisible();
  await guest
    .getByRole('navigation', { name: 'Основная навигация' })
    .getByRole('button', { name: 'Написать' })
    .click();
  await expect(guest).toHaveURL(/\/auth\/login/);
});
