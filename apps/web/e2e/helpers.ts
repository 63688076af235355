/**
 * What browser tests do through the page beside what a person does: write through the server's
 * own API as the signed-in page (same-origin `fetch`, as the app's client does) and draw test
 * images in the page.
 */
import type { Page } from '@playwright/test';

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
