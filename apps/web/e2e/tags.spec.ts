/**
 * Tag pages (spec §2 "/t/{slug}"), played as a person on the real server: they post «Читаю
 * #Поток по вечерам», click the tag in the card, land on /t/поток and see «#Поток» with the
 * entry; the address ignores case, deeper subpaths go back to the tag, an unknown tag shows
 * «Тег не найден»; its «…» menu offers the tag's Atom document (e2e/atom.ts), and axe finds no
 * serious violation on the page in either theme.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectAtomItems } from './atom.ts';
import { person, publish, register } from './people.ts';

const vera = person('Вера Соколова', 'vera', 'chitayu-po-vecheram-5');
const POST = 'Читаю #Поток по вечерам';

/** The path of the page as a person reads it (`/t/поток`, not `/t/%D0%BF…`). */
function pathOf(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname);
}

test('a person posts with #Поток, clicks the tag and reads the tag page', async ({ page }) => {
  // The label is the tag's first spelling: another test of the same run may have used it first.
  const known = await page.request.get(`/v1/tag/${encodeURIComponent('поток')}`);
  const label = known.ok() ? ((await known.json()) as { label: string }).label : 'Поток';

  await register(page, vera);

  await publish(page, POST);

  const card = page.getByRole('article').filter({ hasText: 'по вечерам' }).first();
  await card.getByRole('link', { name: '#Поток' }).click();

  await expect(page).toHaveURL(/\/t\//);
  expect(pathOf(page)).toBe('/t/поток');
  await expect(page.getByRole('heading', { level: 1, name: `#${label}` })).toBeVisible();
  await expect(page).toHaveTitle(`#${label} — Поток`);
  await expect(page.getByText(/^с \d{4} года$/)).toBeVisible();
  const entry = page.getByRole('article').filter({ hasText: 'Читаю' }).first();
  await expect(entry).toContainText('по вечерам');
  await expect(entry).toContainText(vera.name);

  // Any case of the address finds the tag; a deeper subpath goes back to the tag.
  await page.goto(`/t/${encodeURIComponent('ПОТОК')}/entries/extra`);
  await expect(page).toHaveURL(/\/t\/[^/]+$/);
  expect(pathOf(page)).toBe('/t/ПОТОК');
  await expect(page.getByRole('heading', { level: 1, name: `#${label}` })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Читаю' }).first()).toBeVisible();

  // An unknown tag.
  await page.goto(`/t/${encodeURIComponent('никтонеписал')}`);
  await expect(page.getByText('Тег не найден')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test("the tag page's menu offers the tag's Atom document: open it, copy its address", async ({
  page,
}) => {
  await page.goto(`/t/${encodeURIComponent('поток')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAtomItems(page, page.getByRole('button', { name: 'Действия с тегом' }), 'tag page');
});

for (const theme of ['black', 'white'] as const) {
  test(`the tag page has no serious accessibility violations (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('potok.theme', t), theme);
    await page.goto(`/t/${encodeURIComponent('поток')}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const result = await new AxeBuilder({ page }).analyze();
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}
