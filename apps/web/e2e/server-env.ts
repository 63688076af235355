/**
 * Settings every browser-test server runs with (playwright.config.ts's servers, demo.spec.ts's
 * own), besides its port, address and data folder.
 */
export const SERVER_ENV: Record<string, string> = {
  // A human check solved in a moment.
  CAPTCHA_MAX_NUMBER: '1000',
  // Specs write their data through the API as a person would, only faster (a thread of
  // 1,000 replies in long-thread.spec.ts).
  WRITE_RATE_LIMIT: '100000',
  // Every spec signs people up and in from 127.0.0.1, more than the per-address limits
  // allow a real person in a minute (the limits themselves are tested on the server).
  AUTH_RATE_LIMIT: '100000',
  CAPTCHA_RATE_LIMIT: '100000',
  // Link cards of pages that specs serve on 127.0.0.1 (link-cards.spec.ts); tests only.
  LINK_PREVIEW_ALLOW_LOOPBACK: 'true',
};
