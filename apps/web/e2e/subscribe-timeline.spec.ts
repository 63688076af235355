/**
 * The timeline follows a subscription at once: A posts; B, new and with an empty timeline,
 * walks inside the app (no reload) from the Abyss to A's profile, subscribes, goes back to /feed
 * through the tab bar and sees A's entry — the timeline cached while it was empty is not shown
 * again. Unsubscribing takes the entry away the same way.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Person, person, publish, register } from './people.ts';

const anna = person('Анна Кузнецова', 'anna', 'zelenyi-chai-s-myatoi-4');
const gleb = person('Глеб Морозов', 'gleb', 'vecherom-na-reke-81');
const POST = 'Утро в Потоке: первая запись Анны';

/** A person in a browser context of their own, registered through the UI. */
async function registered(browser: Browser, who: Person): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await register(page, who);
  return page;
}

test('subscribing from a profile shows the entries on /feed without a reload', async ({
  browser,
}) => {
  const a = await registered(browser, anna);
  await publish(a, POST);

  const b = await registered(browser, gleb);
  const timeline = b.getByRole('main');
  await expect(timeline.getByText('подписываетесь на людей и ленты')).toBeVisible();
  // A mark on the window: it survives only while the page is never reloaded.
  await b.evaluate(() => {
    (window as unknown as { stayed?: boolean }).stayed = true;
  });

  // From the Abyss to A's profile, inside the app.
  await b.getByRole('link', { name: 'Бездна' }).click();
  const entry = b.getByRole('article').filter({ hasText: POST });
  await entry.getByRole('link', { name: anna.name }).click();
  await expect(b).toHaveURL(new RegExp(`/u/${anna.username}$`));
  await b.getByRole('button', { name: 'Подписаться' }).click();
  await expect(b.getByRole('button', { name: /Отписаться|Вы подписаны/ })).toBeVisible();

  // Back to the timeline through the tab bar: A's entry is there.
  const nav = b.getByRole('navigation', { name: 'Основная навигация' });
  await nav.getByRole('link', { name: 'Лента' }).click();
  await expect(b).toHaveURL(/\/feed$/);
  await expect(b.getByRole('article').first()).toContainText(POST);

  // Unsubscribing from A's profile takes it away again.
  await b.getByRole('article').first().getByRole('link', { name: anna.name }).click();
  await b.getByRole('button', { name: /Отписаться|Вы подписаны/ }).click();
  await expect(b.getByRole('button', { name: 'Подписаться' })).toBeVisible();
  await nav.getByRole('link', { name: 'Лента' }).click();
  await expect(b).toHaveURL(/\/feed$/);
  await expect(timeline.getByText('подписываетесь на людей и ленты')).toBeVisible();
  await expect(b.getByRole('article')).toHaveCount(0);

  expect(await b.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
