/**
 * People of the browser tests and what they do the way a person does it: fill the register form
 * by its visible labels and press «Создать аккаунт»; open the compose modal and publish.
 */
import { expect, type Page } from '@playwright/test';

/** A person who will register: name, username, e-mail and password. */
export interface Person {
  name: string;
  username: string;
  email: string;
  password: string;
}

const stamp = Date.now().toString(36).slice(-6);
const handles = new Set<string>();

/**
 * A new person with a username and e-mail unique to this run (`{handle}_{stamp}`), so tests never
 * collide on `username_already_used` however they are ordered.
 */
export function person(name: string, handle: string, password: string): Person {
  // Two specs giving the same handle would register one account twice (email_already_used).
  if (handles.has(handle)) throw new Error(`person(): the handle "${handle}" is already taken`);
  handles.add(handle);
  return {
    name,
    username: `${handle}_${stamp}`,
    email: `${handle}_${stamp}@example.org`,
    password,
  };
}

/** Registers through /auth/register (waits for the invisible human check) and lands on /feed. */
export async function register(page: Page, who: Person): Promise<void> {
  await page.goto('/auth/register');
  await page.getByLabel('Имя', { exact: true }).fill(who.name);
  await page.getByLabel('Имя пользователя').fill(who.username);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Пароль', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Создать аккаунт' }).click();
  await expect(page).toHaveURL(/\/feed$/);
}

/** Publishes an entry from the timeline's «Что нового?» input; the modal closes on success. */
export async function publish(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: /Что нового/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(text);
  await dialog.getByRole('button', { name: 'Опубликовать' }).click();
  // The modal closes on the server's answer: seconds when the machine is busy.
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}
