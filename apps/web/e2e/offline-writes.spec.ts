/**
 * Offline is honest: an entry or a comment sent while the browser is offline fails at once with
 * the connection alert and keeps what was typed; nothing is sent on its own when the connection
 * returns; the person sends it again and it is published once.
 */
import { expect, test } from '@playwright/test';
import { person, register } from './people.ts';

const dina = person('Дина Волкова', 'dina', 'oblaka-nad-gorodom-6');
const TEXT = 'Запись, написанная без связи';
const COMMENT = 'Комментарий, написанный без связи';

test('an entry and a comment written offline fail at once, stay typed and are never sent on their own', async ({
  page,
  context,
}) => {
  await register(page, dina);
  const myEntries = async () => {
    const answer = await page.request.get(`/v1/user/${dina.username}/entries?limit=20&offset=0`);
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { items: { text?: string }[] }).items;
  };

  // The connection drops while the person writes: publish fails with the connection alert and
  // the text stays in the field.
  await page.getByRole('button', { name: /Что нового/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox')).toBeVisible();
  await context.setOffline(true);
  await dialog.getByRole('textbox').fill(TEXT);
  await dialog.getByRole('button', { name: 'Опубликовать' }).click();
  // The alert is reachable by assistive technology while the modal hides the page under it.
  await expect(page.getByRole('alert').filter({ hasText: 'Ошибка соединения' })).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveValue(TEXT);

  // The person gives up and closes the modal; the connection returns; nothing is sent.
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  await context.setOffline(false);
  await page.waitForTimeout(3000);
  expect(await myEntries()).toHaveLength(0);

  // The draft is still there; publishing now works, once.
  await page.getByRole('button', { name: /Что нового/ }).click();
  await expect(dialog.getByRole('textbox')).toHaveValue(TEXT);
  await dialog.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article').first()).toContainText(TEXT);
  expect(await myEntries()).toHaveLength(1);

  // A comment written offline: the alert, the text kept, nothing sent later.
  await page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /комментари|Обсудить|Ответить/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/e\/[0-9a-f-]{36}/);
  const uuid = new URL(page.url()).pathname.split('/').pop() ?? '';
  const field = page.getByRole('textbox', { name: /Комментарий|Ваш ответ/ });
  await context.setOffline(true);
  await field.fill(COMMENT);
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ошибка соединения' })).toBeVisible();
  await expect(field).toHaveValue(COMMENT);
  await context.setOffline(false);
  await page.waitForTimeout(3000);
  const comments = await page.request.get(`/v1/entry/${uuid}/comments?last_id=0`);
  expect(((await comments.json()) as { items: unknown[] }).items).toHaveLength(0);

  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText(COMMENT)).toBeVisible();
  await expect(field).toHaveValue('');
});
