/**
 * What browser tests share: a person registered in a context of their own, the alert and the
 * entry card that say a text, axe in both themes and screenshots (E2E_SHOTS) of what the page
 * shows, writing through the server's own API as the signed-in page (same-origin `fetch`, as the
 * app's client does) and drawing test images in the page.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { type Person, register } from './people.ts';

/** Posts as the signed-in page; resolves with the JSON payload. */
export async function post<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(`/v1/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()).payload;
    },
    { path, body },
  );
}

/** A PNG drawn in the page (`width`×`height`, a gradient and a disc), as bytes. */
export async function drawPng(
  page: Page,
  width: number,
  height: number,
  hue: number,
): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ width, height, hue }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d')!;
      const gradient = g.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, `hsl(${hue} 70% 55%)`);
      gradient.addColorStop(1, `hsl(${hue + 60} 60% 25%)`);
      g.fillStyle = gradient;
      g.fillRect(0, 0, width, height);
      g.fillStyle = `hsl(${hue + 180} 80% 70%)`;
      g.beginPath();
      g.arc(width * 0.65, height * 0.4, Math.min(width, height) / 5, 0, Math.PI * 2);
      g.fill();
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    { width, height, hue },
  );
  return Buffer.from(base64, 'base64');
}

export const THEMES = ['black', 'white'] as const;
const SHOTS = process.env.E2E_SHOTS;

/** Switches the theme in place, as the appearance setting does (colours and native controls). */
export async function setTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  await page.evaluate((t) => {
    const root = document.documentElement;
    root.dataset.theme = t;
    root.style.colorScheme = t === 'white' ? 'light' : 'dark';
  }, theme);
}

/** axe's serious and critical findings on what the page shows now, in both themes. */
export async function audit(page: Page, what: string): Promise<void> {
  const found: string[] = [];
  // A theme switched in place would be read half-way through its colour transitions.
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  for (const theme of THEMES) {
    await setTheme(page, theme);
    const result = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
    found.push(
      ...result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${what} (${theme}): ${v.id} ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
        ),
    );
  }
  await setTheme(page, 'black');
  await still.evaluate((node) => (node as Element).remove());
  expect(found, found.join('\n')).toEqual([]);
}

/**
 * With E2E_SHOTS set: photographs of what the page shows at `widths` (390 and 1280 px unless
 * told), both themes.
 */
export async function shoot(
  page: Page,
  name: string,
  widths: readonly number[] = [390, 1280],
): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await page.waitForTimeout(250);
      await page.screenshot({ path: join(SHOTS, `${name}-${width}-${theme}.png`) });
    }
  }
  await setTheme(page, 'black');
  await page.setViewportSize(size);
}

/** A person in a browser context of their own, registered through the UI. */
export async function registered(browser: Browser, who: Person): Promise<Page> {
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage();
  await register(page, who);
  return page;
}

/** An alert with `text` (success alerts are status, failures alert regions). */
export function alertWith(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
}

/** The entry card that says `text`. */
export function card(page: Page, text: string): Locator {
  return page.getByRole('article').filter({ hasText: text }).first();
}
