/**
 * The Atom items of a page's «…» menu (profile, tag, custom feed), checked the way a reader meets
 * them: the menu opened from the keyboard focuses its first item and offers «Открыть RSS-ленту
 * (Atom)» and «Копировать адрес RSS-ленты»; the first is a link, opened in a new tab, to the
 * page's Atom document on the app's own origin, and that address answers Atom XML; the second
 * puts the same address on the clipboard with the «Ссылка скопирована» alert; axe finds no
 * serious violation with the menu open, in either theme.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { alertWith, audit } from './helpers.ts';

/** Checks the Atom items of the menu behind `button`; `page.url()` is the page they belong to. */
export async function expectAtomItems(page: Page, button: Locator, what: string): Promise<void> {
  const here = new URL(page.url());
  const expected = new URL(`${here.pathname.replace(/\/$/, '')}/atom.xml`, here.origin).href;

  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  const open = menu.getByRole('menuitem', { name: 'Открыть RSS-ленту (Atom)' });
  const copy = menu.getByRole('menuitem', { name: 'Копировать адрес RSS-ленты' });
  await expect(open).toBeVisible();
  await expect(copy).toBeVisible();
  await audit(page, `${what} menu with the Atom items`);

  // A link of the app's own origin, in a new tab, to a document that is Atom.
  const href = await open.getAttribute('href');
  expect(href).toBeTruthy();
  expect(new URL(href!, here.origin).href).toBe(expected);
  await expect(open).toHaveAttribute('target', '_blank');
  const answer = await page.request.get(expected);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/atom\+xml/);
  expect(await answer.text()).toMatch(
    /^<\?xml[^>]*>\s*<feed\b[^>]*\bxmlns="http:\/\/www\.w3\.org\/2005\/Atom"/,
  );

  // Chosen from the keyboard: the address on the clipboard, the usual alert.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(alertWith(page, 'Ссылка скопирована')).toBeVisible();
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
}
