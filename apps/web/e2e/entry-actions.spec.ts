import { expect, type Locator, type Page, test } from '@playwright/test';
import { alertWith, audit, card, registered, shoot } from './helpers.ts';
import { person, publish } from './people.ts';

const author = person('Вера Фигнер', 'vera_actions', 'shlisselburg-1884');
const reader = person('Павел Ясный', 'pavel_actions', 'yasnaya-polyana-22');
const stamp = Date.now().toString(36).slice(-5);
const FIRST = `Первая версия записи ${stamp}`;
const SECOND = `Вторая версия записи ${stamp}`;
const NEWER = `Запись поновее ${stamp}`;
const COMMENT = 'Комментарий, который я поправлю';
const COMMENT_EDITED = 'Комментарий, уже поправленный';
const REPLY = 'Ответ, который останется';
const RUDE = 'Грубый комментарий под записью';

test.describe.configure({ mode: 'serial' });

/** Opens an entry card's options menu. */
async function entryMenu(page: Page, text: string): Promise<Locator> {
  await card(page, text).getByRole('button', { name: 'Действия с записью' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** The comment whose text (or stub) says `text`. */
function comment(page: Page, text: string | RegExp): Locator {
  return page
    .locator('li[data-comment]')
    .filter({ has: page.getByText(text) })
    .last();
}

/** Opens a comment's options menu. */
async function commentMenu(page: Page, text: string | RegExp): Promise<Locator> {
  await comment(page, text)
    .getByRole('button', { name: 'Действия с комментарием' })
    .first()
    .click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

let entryUuid = '';
let authorPage: Page;
let readerPage: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  authorPage = await registered(browser, author);
  await publish(authorPage, FIRST);
  const uuid = await card(authorPage, FIRST).getAttribute('data-entry');
  expect(uuid).toBeTruthy();
  entryUuid = uuid ?? '';
  readerPage = await registered(browser, reader);
});

test.afterAll(async () => {
  await authorPage?.context().close();
  await readerPage?.context().close();
});

test('the author edits an entry and reads its history; the options menu has the own-entry items', async () => {
  const page = authorPage;
  // The edit goes through the API (the compose modal's edit mode is tested with compose).
  const status = await page.evaluate(
    async ({ uuid, text }) => {
      const res = await fetch(`/v1/entry/${uuid}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text }),
      });
      return ((await res.json()) as { status: string }).status;
    },
    { uuid: entryUuid, text: SECOND },
  );
  expect(status).toBe('entry_edited');

  await page.goto(`/u/${author.username}`);
  await expect(card(page, SECOND)).toContainText('изменено');
  const menu = await entryMenu(page, SECOND);
  // Exactly spec §2's items for one's own entry (no subscribe, no report).
  await expect(menu.getByRole('menuitem')).toHaveText([
    'В закладки',
    'Копировать ссылку',
    'История изменений',
    'Закрепить в профиле',
    'Редактировать',
    'Удалить',
  ]);
  await audit(page, 'own entry options menu');
  await shoot(page, 'entry-menu-own');
  await menu.getByRole('menuitem', { name: 'История изменений' }).click();

  const history = page.getByRole('dialog', { name: 'История изменений записи' });
  await expect(history).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText(FIRST);
  await expect(history.getByRole('heading', { level: 3 }).first()).toContainText('Версия от');
  await audit(page, 'entry history modal');
  await shoot(page, 'history-entry');
  await history.getByRole('button', { name: 'Закрыть' }).click();
  await expect(history).toBeHidden();
});

test('the author pins an entry (the confirmation says it replaces the pinned one), it leads the profile, then unpins it', async () => {
  const page = authorPage;
  await page.goto('/feed');
  await publish(page, NEWER);
  await page.goto(`/u/${author.username}`);
  await expect(page.getByRole('article').first()).toContainText(NEWER);

  const menu = await entryMenu(page, SECOND);
  await menu.getByRole('menuitem', { name: 'Закрепить в профиле' }).click();
  const confirm = page.getByRole('dialog', { name: 'Закрепить запись?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('другая запись уже закреплена, она открепится');
  await audit(page, 'pin confirmation');
  await shoot(page, 'pin-confirmation');
  await confirm.getByRole('button', { name: 'Закрепить' }).click();
  await expect(alertWith(page, 'Запись закреплена')).toBeVisible();

  // The pinned entry leads the profile with its mark, now and after a reload.
  const first = page.getByRole('article').first();
  await expect(first).toContainText(SECOND);
  await expect(first).toContainText('Закреплено');
  await page.reload();
  await expect(page.getByRole('article').first()).toContainText(SECOND);
  await expect(page.getByRole('article').first()).toContainText('Закреплено');
  await expect(card(page, NEWER)).not.toContainText('Закреплено');

  // Pinning the other one replaces it.
  await (await entryMenu(page, NEWER))
    .getByRole('menuitem', { name: 'Закрепить в профиле' })
    .click();
  await page
    .getByRole('dialog', { name: 'Закрепить запись?' })
    .getByRole('button', { name: 'Закрепить' })
    .click();
  await expect(page.getByRole('article').first()).toContainText(NEWER);
  await expect(page.getByRole('article').first()).toContainText('Закреплено');
  await expect(card(page, SECOND)).not.toContainText('Закреплено');

  // Unpinning takes the mark away.
  await (await entryMenu(page, NEWER)).getByRole('menuitem', { name: 'Открепить' }).click();
  await expect(alertWith(page, 'Запись откреплена')).toBeVisible();
  await expect(card(page, NEWER)).not.toContainText('Закреплено');
  await page.reload();
  await expect(page.getByRole('article').first()).not.toContainText('Закреплено');
});

test('the author reacts and takes the reaction back; the count moves at once', async () => {
  const page = authorPage;
  await page.goto(`/e/${entryUuid}`);
  const entry = card(page, SECOND);
  await entry.getByRole('button', { name: 'Добавить реакцию' }).click();
  const picker = page.getByRole('dialog', { name: 'Выберите реакцию' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button')).toHaveCount(6);
  await audit(page, 'reaction picker');
  await shoot(page, 'reaction-picker');
  await picker.getByRole('button', { name: 'Огонь' }).click();
  await expect(picker).toBeHidden();
  const fire = entry.getByRole('button', { name: /🔥/ });
  await expect(fire).toHaveText(/🔥\s*1/);
  await expect(fire).toHaveAttribute('aria-pressed', 'true');
  // The server has it: a reload shows the same.
  await page.reload();
  await expect(card(page, SECOND).getByRole('button', { name: /🔥/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Taking it back: the last one of its kind, so the button goes.
  await card(page, SECOND).getByRole('button', { name: /🔥/ }).click();
  await expect(card(page, SECOND).getByRole('button', { name: /🔥/ })).toHaveCount(0);

  // Keyboard: the picker opens with Enter and a reaction is chosen with the arrows.
  await card(page, SECOND).getByRole('button', { name: 'Добавить реакцию' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Выберите реакцию' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Нравится' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card(page, SECOND).getByRole('button', { name: /👍/ })).toHaveText(/👍\s*1/);
});

test('a reader reacts beside the author, then reports the entry with a reason', async () => {
  const page = readerPage;
  await page.goto(`/e/${entryUuid}`);
  const thumbs = card(page, SECOND).getByRole('button', { name: /👍/ });
  await expect(thumbs).toHaveAttribute('aria-pressed', 'false');
  await thumbs.click();
  await expect(thumbs).toHaveText(/👍\s*2/);
  await expect(thumbs).toHaveAttribute('aria-pressed', 'true');
  await thumbs.click();
  await expect(thumbs).toHaveText(/👍\s*1/);
  await expect(thumbs).toHaveAttribute('aria-pressed', 'false');

  const menu = await entryMenu(page, SECOND);
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Подписаться на автора',
    'В закладки',
    'Копировать ссылку',
    'История изменений',
    'Пожаловаться',
  ]);
  await audit(page, "others' entry options menu");
  await menu.getByRole('menuitem', { name: 'Пожаловаться' }).click();
  const report = page.getByRole('dialog', { name: 'Пожаловаться на запись' });
  await expect(report).toBeVisible();
  const reasons = report.getByRole('group', { name: 'Причина' });
  await expect(reasons.getByRole('radio')).toHaveCount(5);
  await expect(reasons.getByRole('radio', { name: 'Другое' })).toBeChecked();
  await audit(page, 'entry report modal');
  await shoot(page, 'report-entry');
  await reasons.getByRole('radio', { name: 'Спам' }).check();
  await report.getByRole('button', { name: 'Отправить жалобу' }).click();
  await expect(alertWith(page, 'Жалоба на запись отправлена')).toBeVisible();
  await expect(report).toBeHidden();
});

test('a reader edits a comment in place, reads its history and deletes it; its reply stays under a stub', async () => {
  const page = readerPage;
  await page.goto(`/e/${entryUuid}`);
  await page.getByRole('textbox', { name: /Комментарий/ }).fill(COMMENT);
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(comment(page, COMMENT)).toBeVisible();
  await comment(page, COMMENT).getByRole('button', { name: 'Ответить' }).click();
  await page.getByRole('textbox', { name: /Ответ для/ }).fill(REPLY);
  await page.getByRole('button', { name: 'Отправить' }).last().click();
  await expect(comment(page, REPLY)).toBeVisible();

  // Escape cancels an edit; the text stays as it was.
  let menu = await commentMenu(page, COMMENT);
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Копировать ссылку',
    'В закладки',
    'Редактировать',
    'Удалить',
  ]);
  await audit(page, 'own comment options menu');
  await menu.getByRole('menuitem', { name: 'Редактировать' }).click();
  const field = page.getByRole('textbox', { name: 'Текст комментария' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(COMMENT);
  await field.fill('это не сохранится');
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await expect(page.getByText(COMMENT, { exact: true })).toBeVisible();

  // Saved: the new text with the edited marker.
  menu = await commentMenu(page, COMMENT);
  await menu.getByRole('menuitem', { name: 'Редактировать' }).click();
  await field.fill(COMMENT_EDITED);
  await audit(page, 'comment edit form');
  await shoot(page, 'comment-edit');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(alertWith(page, 'Комментарий изменён')).toBeVisible();
  await expect(field).toBeHidden();
  const edited = comment(page, COMMENT_EDITED);
  await expect(edited.getByRole('article').first()).toContainText('изменено');

  // Its history holds the first text.
  menu = await commentMenu(page, COMMENT_EDITED);
  await menu.getByRole('menuitem', { name: 'История изменений' }).click();
  const history = page.getByRole('dialog', { name: 'История изменений комментария' });
  await expect(history.getByRole('listitem').first()).toContainText(COMMENT);
  await audit(page, 'comment history modal');
  await shoot(page, 'history-comment');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // Deleted after a confirmation: a stub stays because a reply hangs on it.
  menu = await commentMenu(page, COMMENT_EDITED);
  await menu.getByRole('menuitem', { name: 'Удалить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить комментарий?' });
  await expect(confirm).toBeVisible();
  await audit(page, 'comment delete confirmation');
  await shoot(page, 'delete-comment');
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(alertWith(page, 'Комментарий удалён')).toBeVisible();
  await expect(page.getByText(COMMENT_EDITED)).toHaveCount(0);
  await expect(page.getByText('Комментарий удалён', { exact: true }).first()).toBeVisible();
  await expect(comment(page, REPLY)).toBeVisible();
  await page.reload();
  await expect(page.locator('li[data-comment]').getByText('Комментарий удалён')).toBeVisible();
  await expect(comment(page, REPLY)).toBeVisible();
});

test("the entry's author hides a reader's comment; the reader opens its stub; others' comments can be reported", async () => {
  const page = readerPage;
  await page
    .getByRole('textbox', { name: /Комментарий/ })
    .first()
    .fill(RUDE);
  await page.getByRole('button', { name: 'Отправить' }).first().click();
  await expect(comment(page, RUDE)).toBeVisible();

  const owner = authorPage;
  await owner.goto(`/e/${entryUuid}`);
  const menu = await commentMenu(owner, RUDE);
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Копировать ссылку',
    'В закладки',
    'Скрыть комментарий',
    'Пожаловаться',
  ]);
  await audit(owner, "comment options menu of the entry's author");
  await menu.getByRole('menuitem', { name: 'Скрыть комментарий' }).click();
  await expect(alertWith(owner, 'Комментарий скрыт')).toBeVisible();
  await expect(owner.getByText('Скрыт автором записи')).toBeVisible();
  await expect(owner.getByText(RUDE)).toHaveCount(0);
  await owner.getByText('Скрыт автором записи').scrollIntoViewIfNeeded();
  await shoot(owner, 'comment-hidden-stub');

  // The author reports the reply left by the reader (the report modal of a comment).
  await (await commentMenu(owner, REPLY)).getByRole('menuitem', { name: 'Пожаловаться' }).click();
  const report = owner.getByRole('dialog', { name: 'Пожаловаться на комментарий' });
  await expect(report).toBeVisible();
  await audit(owner, 'comment report modal');
  await shoot(owner, 'report-comment');
  await report.getByRole('radio', { name: 'Оскорбления или травля' }).check();
  await report.getByRole('button', { name: 'Отправить жалобу' }).click();
  await expect(alertWith(owner, 'Жалоба на комментарий отправлена')).toBeVisible();

  // The reader sees the stub and opens it on a press.
  await page.reload();
  const stub = comment(page, 'Скрыт автором записи');
  await expect(stub).toBeVisible();
  await expect(page.getByText(RUDE)).toHaveCount(0);
  await stub.getByRole('button', { name: 'Показать' }).click();
  await expect(page.getByText(RUDE)).toBeVisible();
  await expect(page.getByText('Автор записи скрыл этот комментарий')).toBeVisible();
  await audit(page, 'an opened hidden comment');
  await page.getByText(RUDE).scrollIntoViewIfNeeded();
  await shoot(page, 'comment-hidden-opened');
});

test('a refused permission is said in an alert with its status text, and nothing changes', async () => {
  // The server enforces the permissions (its own tests deny them through the service); here its
  // 403 answer is played to see what the person reads.
  const page = readerPage;
  await page.goto(`/e/${entryUuid}`);
  await page.route('**/v1/comment/*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({
            status: 'user_cant_edit_comments',
            message: 'Editing comments is not allowed',
          }),
        })
      : route.fallback(),
  );
  await (await commentMenu(page, REPLY)).getByRole('menuitem', { name: 'Редактировать' }).click();
  const field = page.getByRole('textbox', { name: 'Текст комментария' });
  await field.fill('Попытка правки');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Вы не можете редактировать комментарии' }),
  ).toBeVisible();
  // The form keeps what was typed; cancelling leaves the comment as it was.
  await expect(field).toHaveValue('Попытка правки');
  await page.keyboard.press('Escape');
  await expect(page.getByText(REPLY)).toBeVisible();
  await page.unroute('**/v1/comment/*');
});

test('a guest reads the reactions; the menus offer what a guest may do; reacting asks to sign in', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/e/${entryUuid}`);
  const menu = await entryMenu(page, SECOND);
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Подписаться на автора',
    'Копировать ссылку',
    'История изменений',
  ]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect((await commentMenu(page, REPLY)).getByRole('menuitem')).toHaveText([
    'Копировать ссылку',
  ]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  const thumbs = card(page, SECOND).getByRole('button', { name: /👍/ });
  await expect(thumbs).toHaveText(/👍\s*1/);
  await thumbs.click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await context.close();
});
