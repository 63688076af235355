/** The hCaptcha branch of the human check, against a local stand-in for its verify API. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaptcha } from './captcha.ts';

let server: Server;
let url = '';
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push(body);
      const form = new URLSearchParams(body);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: form.get('response') === 'good-token' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('hCaptcha', () => {
  const make = () =>
    createCaptcha({
      hcaptcha: { sitekey: 'site', secret: 'shh' },
      maxNumber: 10,
      secret: null,
      store: { save: async () => {}, consume: async () => true },
      hcaptchaVerifyUrl: url,
    });

  it('issues the site key and verifies tokens through the API', async () => {
    const captcha = make();
    expect(await captcha.issue()).toEqual({ provider: 'hcaptcha', sitekey: 'site' });
    await expect(captcha.verify('good-token', '10.0.0.1')).resolves.toBeUndefined();
    expect(new URLSearchParams(seen.at(-1)).get('secret')).toBe('shh');
    expect(new URLSearchParams(seen.at(-1)).get('remoteip')).toBe('10.0.0.1');
  });

  it('refuses a bad token, a missing one, and an unreachable API', async () => {
    await expect(make().verify('bad-token')).rejects.toMatchObject({ status: 'captcha_invalid' });
    await expect(make().verify(undefined)).rejects.toMatchObject({
      status: 'please_enter_captcha',
    });
    const offline = createCaptcha({
      hcaptcha: { sitekey: 'site', secret: 'shh' },
      maxNumber: 10,
      secret: null,
      store: { save: async () => {}, consume: async () => true },
      hcaptchaVerifyUrl: 'http://127.0.0.1:1/siteverify',
    });
    await expect(offline.verify('good-token')).rejects.toMatchObject({ status: 'captcha_invalid' });
  });
});
