/**
 * DESIGN.md §6: axe finds no serious or critical violation on any screen. Every screen of the
 * route table that exists (spec §2) — for a guest and for a signed-in person, with the profile's
 * tabs, the error and not-built-yet screens and the unknown-path redirect — and the open layers
 * (the compose modal, the entry options menu, the delete confirmation), in both themes at a
 * phone's 390 px and a desktop's 1280 px. One guest and one signed-in browser context per theme
 * and width, over data made once. Also: the compose modal and the options menu work from the
 * keyboard.
 *
 * Screens are found by role and visible text, so the test holds whatever the layout around them.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { person, publish, register } from './people.ts';

const ada = person('Ада Лавлейс', 'ada', 'analiticheskaya-mashina-1843');
const ivan = person('Иван Кулибин', 'ivan', 'lodka-s-parusom-1799');
const TAG = `доступность${Date.now().toString(36).slice(-4)}`;
const ENTRY_TEXT = `Проверяю, как читается каждая страница #${TAG}`;
const COMMENT = 'Комментарий к записи для проверки';

/** The themes (spec §9) and the two widths: a phone and a desktop screen. */
const THEMES = ['black', 'white'] as const;
const WIDTHS = [390, 1280] as const;

/** What the specs share, made once: Ada's session, her entry and its comment. */
interface Data {
  adaState: Awaited<ReturnType<BrowserContext['storageState']>>;
  entryPath: string;
  commentPath: string;
}
let data: Data;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const ivanPage = await (await browser.newContext()).newPage();
  await register(ivanPage, ivan);
  await publish(ivanPage, `Запись Ивана #${TAG}`);
  await ivanPage.context().close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await register(page, ada);
  // Counters of two digits: axe leaves a one-character text out of its contrast check.
  await page.evaluate(async () => {
    for (let n = 1; n <= 11; n++) {
      const res = await fetch('/v1/entry', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: `Заметка ${n}` }),
      });
      if (!res.ok) throw new Error(`entry ${n}: ${res.status}`);
    }
  });
  await publish(page, ENTRY_TEXT);
  const card = page.getByRole('article').filter({ hasText: 'Проверяю, как читается' });
  await card
    .getByRole('link', { name: /комментари/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/e\/[0-9a-f-]{36}$/);
  const entryPath = new URL(page.url()).pathname;
  await page.getByRole('textbox', { name: /Комментарий/ }).fill(COMMENT);
  await page.getByRole('button', { name: 'Отправить' }).click();
  const comment = page.getByRole('article').filter({ hasText: COMMENT });
  await expect(comment).toBeVisible();
  const commentHref = await comment.locator('a[href*="comment="]').first().getAttribute('href');
  data = {
    adaState: await context.storageState(),
    entryPath,
    commentPath: commentHref ?? `${entryPath}`,
  };
  await context.close();
});

/** One serious or critical finding, as a line of the failure message. */
type Finding = string;

/** Runs axe on what the page shows now; returns its serious and critical findings. */
async function audit(page: Page, what: string): Promise<Finding[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Legacy mode runs axe in the page itself: the default opens a blank page for every run to
  // merge frame results, and Potok has no frames to merge.
  const result = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${what}: ${v.id} (${v.impact}) ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`)
          .join(' | ')}`,
    );
}

/** Opens `path`, waits until it has settled, and audits it. */
async function visit(page: Page, path: string, landsOn?: RegExp): Promise<Finding[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  if (landsOn) await expect(page).toHaveURL(landsOn);
  await expect(page.getByRole('main')).toBeVisible();
  return audit(page, path);
}

/** A context at `width` × 900 px in `theme`, signed in as `state` when given. */
async function contextFor(
  browser: Browser,
  theme: string,
  width: number,
  state?: Data['adaState'],
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    ...(state ? { storageState: state } : {}),
  });
  await context.addInitScript((t) => localStorage.setItem('potok.theme', t), theme);
  return context;
}

/** The screens a guest can open (signed in, the landing and the auth forms redirect). */
function guestScreens(): [string, RegExp?][] {
  return [
    ['/'],
    ['/auth/login'],
    ['/auth/register'],
    ['/auth/forgot'],
    ['/feed', /\/feed\/abyss$/],
    ['/feed/list'],
    [data.entryPath],
    [`/u/${ada.username}`],
    [`/t/${encodeURIComponent(TAG)}`],
    ['/menu'],
    ['/settings/appearance'],
  ];
}

/** The screens of the route table for a signed-in person. */
function signedInScreens(): [string, RegExp?][] {
  return [
    ['/feed'],
    ['/feed/list'],
    ['/feed/abyss'],
    ['/feed/0190a5a0-0000-7000-8000-000000000000'],
    ['/feeds'],
    [data.commentPath],
    ['/e/0190a5a0-0000-7000-8000-000000000000'],
    [`/u/${ada.username}`],
    [`/u/${ada.username}/subscribers`],
    [`/u/${ada.username}/subscriptions`],
    [`/u/${ada.username}/badges`],
    [`/u/${ivan.username}`],
    ['/u/nobody_here_at_all'],
    [`/t/${encodeURIComponent(TAG)}`],
    ['/search'],
    ['/notifications'],
    ['/bookmarks'],
    ['/settings'],
    ['/settings/appearance'],
    ['/help'],
    ['/help/user-agreement'],
    ['/menu'],
    ['/donate'],
    ['/about'],
    ['/auth/logout'],
    ['/no/such/place/at/all', /\/feed$/],
  ];
}

/** The open layers: the compose modal, the entry's options menu, the delete confirmation. */
async function openLayers(page: Page): Promise<Finding[]> {
  const found: Finding[] = [];
  await page.goto('/feed');
  await page.getByRole('button', { name: 'Что нового?' }).click();
  const compose = page.getByRole('dialog', { name: 'Новая запись' });
  await expect(compose).toBeVisible();
  await expect(compose.getByLabel('Текст записи')).toBeFocused();
  found.push(...(await audit(page, '/feed + compose modal')));
  await page.keyboard.press('Escape');
  await expect(compose).toBeHidden();

  await page.goto(data.entryPath);
  const entry = page.getByRole('article').filter({ hasText: 'Проверяю, как читается' }).first();
  await entry.getByRole('button', { name: 'Действия с записью' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Копировать ссылку' })).toBeVisible();
  found.push(...(await audit(page, `${data.entryPath} + options menu`)));
  await menu.getByRole('menuitem', { name: 'Удалить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить запись?' });
  await expect(confirm).toBeVisible();
  found.push(...(await audit(page, `${data.entryPath} + delete confirmation`)));
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(confirm).toBeHidden();
  return found;
}

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test(`no serious accessibility finding on any screen (${theme}, ${width} px)`, async ({
      browser,
    }) => {
      test.setTimeout(600_000);
      const found: Finding[] = [];

      const guest = await contextFor(browser, theme, width);
      const guestPage = await guest.newPage();
      for (const [path, landsOn] of guestScreens()) {
        found.push(...(await visit(guestPage, path, landsOn)));
      }
      await expect(guestPage.locator('html')).toHaveAttribute('data-theme', theme);
      await guest.close();

      const signedIn = await contextFor(browser, theme, width, data.adaState);
      const page = await signedIn.newPage();
      for (const [path, landsOn] of signedInScreens()) {
        found.push(...(await visit(page, path, landsOn)));
      }
      found.push(...(await openLayers(page)));
      await signedIn.close();

      expect(found, found.join('\n')).toEqual([]);
    });
  }
}

test('the options menu focuses its first item when opened from the keyboard', async ({
  browser,
}) => {
  const context = await contextFor(browser, 'black', 390, data.adaState);
  const page = await context.newPage();
  for (const key of ['Enter', ' ', 'ArrowDown']) {
    // The first press on a page (the menu's code not loaded yet), then a second one.
    await page.goto(data.entryPath);
    const entry = page.getByRole('article').filter({ hasText: 'Проверяю, как читается' }).first();
    const button = entry.getByRole('button', { name: 'Действия с записью' });
    for (const round of ['first', 'again']) {
      await button.focus();
      await page.keyboard.press(key);
      const first = page.getByRole('menu').getByRole('menuitem').first();
      await expect(first, `${JSON.stringify(key)}, ${round} open`).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(button).toBeFocused();
    }
  }
  await context.close();
});

test('compose works from the keyboard and keeps the focus inside', async ({ browser }) => {
  const context = await contextFor(browser, 'black', 1280, data.adaState);
  const page = await context.newPage();
  await page.goto('/feed');

  // Compose with the keyboard only: open, type, Ctrl+Enter publishes.
  const opener = page.getByRole('button', { name: 'Что нового?' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Новая запись' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Текст записи')).toBeFocused();
  await page.keyboard.type('Вторая запись с клавиатуры');
  await page.keyboard.press('Control+Enter');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('article').filter({ hasText: 'Вторая запись с клавиатуры' }),
  ).toBeVisible();

  // Opened with the mouse, the dialog keeps focus: Tab and Shift+Tab never reach the page behind,
  // and Escape gives focus back to the button that opened it.
  await opener.click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Текст записи').fill('abc');
  const keys = [...Array<string>(8).fill('Tab'), ...Array<string>(10).fill('Shift+Tab')];
  for (const key of keys) {
    await page.keyboard.press(key);
    // Base UI's focus guards pass focus on within a frame; wait for it to settle.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            document.activeElement?.closest('[role="dialog"]')
              ? 'inside'
              : (document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing'),
          ),
        { message: `focus left the dialog after ${key}`, timeout: 1000 },
      )
      .toBe('inside');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await context.close();
});
