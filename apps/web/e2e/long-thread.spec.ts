/**
 * A long thread as a reader meets it (DESIGN.md §5 "comments"): an entry whose root comment has
 * 1,000 replies opens with the first 20 of them and «Показать ещё 980 ответов» where the rest
 * were cut; the button, reached and pressed from the keyboard, brings the next 20 in place; a
 * `?comment=` link to a reply far outside the loaded part opens it in the thread; a new reply
 * still shows and is scrolled to; axe finds nothing serious in the cut thread.
 *
 * The thread is written through the server's own API from the signed-in page (same-origin
 * `fetch`, as the app's client does), which the e2e server allows by a high WRITE_RATE_LIMIT.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { post } from './helpers.ts';
import { person, register } from './people.ts';

const writer = person('Варя Длинная', 'varya', 'dlinnaya-vetka-77');
const REPLIES = 1000;

/** `count` replies to comment `parentId`, «Ответ 1»…, in order, a few at a time. */
async function reply(page: Page, uuid: string, parentId: number, count: number): Promise<number[]> {
  return page.evaluate(
    async ({ uuid, parentId, count }) => {
      const ids: number[] = [];
      for (let start = 1; start <= count; start += 10) {
        // Ten at a time: ids follow the order of arrival, so the test maps ids to numbers.
        const batch: Promise<number>[] = [];
        for (let n = start; n < start + 10 && n <= count; n++) {
          batch.push(
            fetch(`/v1/entry/${uuid}/comments`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ text: `Ответ ${n}`, parent_id: parentId }),
            }).then(async (res) => {
              if (!res.ok) throw new Error(`reply ${n}: ${res.status} ${await res.text()}`);
              return (await res.json()).payload.comment_id as number;
            }),
          );
        }
        ids.push(...(await Promise.all(batch)));
      }
      return ids;
    },
    { uuid, parentId, count },
  );
}

test('a root comment with 1,000 replies: first replies, «show more» by keyboard, a deep link', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await register(page, writer);
  const entry = await post<{ uuid: string }>(page, 'entry', { text: 'Длинная ветка' });
  const root = await post<{ comment_id: number }>(page, `entry/${entry.uuid}/comments`, {
    text: 'Корень ветки',
  });
  const ids = await reply(page, entry.uuid, root.comment_id, REPLIES);
  expect(ids).toHaveLength(REPLIES);
  const byText = new Map(ids.map((id, i) => [id, i]));
  const sorted = [...ids].sort((a, b) => a - b);

  await page.goto(`/e/${entry.uuid}`);
  const thread = page.getByRole('list', { name: 'Комментарии' });
  await expect(thread.getByText('Корень ветки')).toBeVisible();
  const shown = thread.getByRole('article');
  await expect(shown).toHaveCount(21);
  const firstText = `Ответ ${byText.get(sorted[0]!)! + 1}`;
  const twentiethText = `Ответ ${byText.get(sorted[19]!)! + 1}`;
  const twentyFirstText = `Ответ ${byText.get(sorted[20]!)! + 1}`;
  await expect(thread.getByText(firstText, { exact: true })).toBeVisible();
  await expect(thread.getByText(twentiethText, { exact: true })).toBeAttached();
  await expect(thread.getByText(twentyFirstText, { exact: true })).toHaveCount(0);

  // The button is a real button, reached with Tab and pressed with Enter.
  const more = page.getByRole('button', { name: 'Показать ещё 980 ответов' });
  await expect(more).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  const serious = axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
  await thread.getByText(twentiethText, { exact: true }).click();
  for (let i = 0; i < 20; i++) {
    if (await more.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(shown).toHaveCount(41);
  await expect(thread.getByText(twentyFirstText, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Показать ещё 960 ответов' })).toBeVisible();
  // What was shown stays.
  await expect(thread.getByText(firstText, { exact: true })).toBeAttached();

  // Once more with the mouse.
  await page.getByRole('button', { name: 'Показать ещё 960 ответов' }).click();
  await expect(shown).toHaveCount(61);
  await expect(page.getByRole('button', { name: 'Показать ещё 940 ответов' })).toBeVisible();

  // A link to a reply far outside the loaded part opens it in place and scrolls to it.
  const far = sorted[700]!;
  const farText = `Ответ ${byText.get(far)! + 1}`;
  await page.goto(`/e/${entry.uuid}?comment=${far}`);
  const target = page.locator(`#comment-${far} article`);
  await expect(target).toContainText(farText);
  await expect(target).toBeInViewport();
  await expect(target).toBeFocused();
  await expect(thread.getByText('Корень ветки')).toBeAttached();
  await expect(shown).toHaveCount(22);
  // The replies before it are still one press away.
  await expect(page.getByRole('button', { name: 'Показать ещё 979 ответов' })).toBeVisible();

  // A new reply to the root shows and is scrolled to.
  await page
    .locator(`#comment-${root.comment_id} > article`)
    .getByRole('button', { name: 'Ответить' })
    .click();
  await page.getByRole('textbox', { name: /Ответ для/ }).fill('Свежий ответ в длинной ветке');
  await page.getByRole('button', { name: 'Отправить' }).click();
  const fresh = shown.filter({ hasText: 'Свежий ответ в длинной ветке' });
  await expect(fresh).toBeVisible();
  await expect(fresh).toBeInViewport();
});
