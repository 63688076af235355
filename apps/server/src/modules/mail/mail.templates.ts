/**
 * Potok's mails: what each one carries (`MailMessage`, also the payload of the `mail.send` job)
 * and how it is written (`renderMail` → subject, plain text and HTML, in the recipient's
 * language through i18next over mail.texts.ts).
 *
 * | template | to | carries |
 * | --- | --- | --- |
 * | `recovery_code` | a known address (`auth/forgot`) | the six-digit code, the name |
 * | `recovery_unknown` | an address no active account uses (`auth/forgot`) | nothing |
 * | `verify_code` | the account's address (`settings/email/verify`) | the code, the name |
 * | `change_code` | the new address (`settings/email/change`) | the code, name, username |
 * | `email_changed` | the old address (`settings/email/change-code`) | the new address, masked |
 * | `digest` | the account's address (the daily digest) | unread replies and mentions, the unsubscribe link |
 *
 * Codes are set large in the HTML (monospace, spaced) and alone on their line in the text, with
 * their expiry (CHALLENGE_CODE_TTL_MS) stated.
 */
import { CHALLENGE_CODE_TTL_MS, type Locale } from '@potok/common';
import escapeHtml from 'escape-html';
import i18next, { type i18n } from 'i18next';
import Type, { type Static } from 'typebox';
import { MAIL_TEXTS } from './mail.texts.ts';

const LocaleSchema = Type.Union([
  Type.Literal('ru'),
  Type.Literal('en'),
  Type.Literal('pt'),
  Type.Literal('jp'),
]);
const Code = Type.String({ pattern: '^[0-9]{6}$' });
const To = Type.String({ minLength: 3, maxLength: 320 });

/** One item of a digest: a reply to the person or a mention of them. */
export const DigestItem = Type.Object({
  kind: Type.Union([Type.Literal('reply'), Type.Literal('mention')]),
  sender: Type.String(),
  text: Type.String(),
  /** Absolute address of the entry (with `?comment=` for a comment). */
  url: Type.String(),
});
export type DigestItem = Static<typeof DigestItem>;

/** A mail to send (see the module comment); the `mail.send` job's payload. */
export const MailMessage = Type.Union([
  Type.Object({
    template: Type.Literal('recovery_code'),
    to: To,
    locale: LocaleSchema,
    name: Type.String(),
    code: Code,
  }),
  Type.Object({ template: Type.Literal('recovery_unknown'), to: To, locale: LocaleSchema }),
  Type.Object({
    template: Type.Literal('verify_code'),
    to: To,
    locale: LocaleSchema,
    name: Type.String(),
    code: Code,
  }),
  Type.Object({
    template: Type.Literal('change_code'),
    to: To,
    locale: LocaleSchema,
    name: Type.String(),
    username: Type.String(),
    code: Code,
  }),
  Type.Object({
    template: Type.Literal('email_changed'),
    to: To,
    locale: LocaleSchema,
    name: Type.String(),
    username: Type.String(),
    /** The new address, masked (`a***@example.com`). */
    email: Type.String(),
  }),
  Type.Object({
    template: Type.Literal('digest'),
    to: To,
    locale: LocaleSchema,
    name: Type.String(),
    items: Type.Array(DigestItem, { maxItems: 50 }),
    total: Type.Integer({ minimum: 1 }),
    notifications_url: Type.String(),
    unsubscribe_url: Type.String(),
  }),
]);
export type MailMessage = Static<typeof MailMessage>;

/** A written mail. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers (`List-Unsubscribe` of the digest). */
  headers: Record<string, string>;
  /** The product's name in the mail's language: the `From` name when MAIL_FROM is not set. */
  fromName: string;
}

/** BCP 47 tag of a locale: `jp` → `ja` (i18next, Intl, `lang`). */
export function languageTag(locale: Locale): 'ru' | 'en' | 'pt' | 'ja' {
  return locale === 'jp' ? 'ja' : locale;
}

let instance: i18n | null = null;

/** The i18next instance of mails (made once; synchronous: the resources are in memory). */
function texts(): i18n {
  if (instance) return instance;
  const made = i18next.createInstance();
  void made.init({
    resources: Object.fromEntries(
      Object.entries(MAIL_TEXTS).map(([lng, t]) => [lng, { translation: t }]),
    ),
    lng: 'ru',
    fallbackLng: 'ru',
    initAsync: false,
    showSupportNotice: false,
    interpolation: { escapeValue: false },
  } as Parameters<i18n['init']>[0]);
  instance = made;
  return made;
}

/** One block of a mail, written once for both parts. */
type Block =
  | { kind: 'p'; text: string; muted?: boolean }
  | { kind: 'code'; label: string; code: string }
  | { kind: 'item'; title: string; text: string; url: string }
  | { kind: 'link'; text: string; url: string };

/** The plain-text part of `blocks`. */
function toText(blocks: Block[]): string {
  const lines: string[] = [];
  for (const block of blocks) {
    if (block.kind === 'p') lines.push(block.text);
    else if (block.kind === 'code') lines.push(`${block.label}:\n\n    ${block.code}`);
    else if (block.kind === 'item') {
      lines.push(`* ${block.title}${block.text ? `: ${block.text}` : ''}\n  ${block.url}`);
    } else lines.push(`${block.text}: ${block.url}`);
  }
  return `${lines.join('\n\n')}\n`;
}

/** The HTML part of `blocks` (inline styles: mail clients drop style sheets). */
function toHtml(lang: string, subject: string, blocks: Block[]): string {
  const body = blocks
    .map((block) => {
      if (block.kind === 'p') {
        const color = block.muted ? '#666666' : '#111111';
        return `<p style="margin:0 0 16px;color:${color};font-size:${block.muted ? 13 : 16}px;line-height:1.5">${escapeHtml(block.text)}</p>`;
      }
      if (block.kind === 'code') {
        return `<p style="margin:0 0 4px;color:#666666;font-size:14px">${escapeHtml(block.label)}</p>
<p style="margin:0 0 16px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:36px;font-weight:700;letter-spacing:8px;color:#111111">${escapeHtml(block.code)}</p>`;
      }
      if (block.kind === 'item') {
        const quote = block.text
          ? `<br><span style="color:#444444">${escapeHtml(block.text)}</span>`
          : '';
        return `<p style="margin:0 0 12px;font-size:15px;line-height:1.5"><a href="${escapeHtml(block.url)}" style="color:#111111;font-weight:600">${escapeHtml(block.title)}</a>${quote}</p>`;
      }
      return `<p style="margin:0 0 16px;font-size:14px"><a href="${escapeHtml(block.url)}" style="color:#1a5fb4">${escapeHtml(block.text)}</a></p>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto">
${body}
</div>
</body>
</html>
`;
}

/**
 * Writes `message` in its locale: subject, plain text, HTML and extra headers.
 * Pure; the same message always gives the same mail.
 */
export function renderMail(message: MailMessage): RenderedMail {
  const lng = languageTag(message.locale);
  const t = texts().getFixedT(lng);
  const minutes = Math.round(CHALLENGE_CODE_TTL_MS / 60_000);
  const greeting =
    'name' in message && message.name
      ? t('common.greeting', { name: message.name })
      : t('common.greeting_anonymous');
  const signature: Block = { kind: 'p', text: t('common.signature'), muted: true };
  const codeBlocks = (code: string): Block[] => [
    { kind: 'code', label: t('common.code_label'), code },
    { kind: 'p', text: t('common.expiry', { minutes }) },
  ];
  let subject: string;
  let blocks: Block[];
  const headers: Record<string, string> = {};
  switch (message.template) {
    case 'recovery_code':
      subject = t('recovery_code.subject');
      blocks = [
        { kind: 'p', text: greeting },
        { kind: 'p', text: t('recovery_code.intro') },
        ...codeBlocks(message.code),
        { kind: 'p', text: t('recovery_code.outro'), muted: true },
      ];
      break;
    case 'recovery_unknown':
      subject = t('recovery_unknown.subject');
      blocks = [
        { kind: 'p', text: greeting },
        { kind: 'p', text: t('recovery_unknown.intro') },
        { kind: 'p', text: t('recovery_unknown.outro'), muted: true },
      ];
      break;
    case 'verify_code':
      subject = t('verify_code.subject');
      blocks = [
        { kind: 'p', text: greeting },
        { kind: 'p', text: t('verify_code.intro') },
        ...codeBlocks(message.code),
        { kind: 'p', text: t('common.not_you'), muted: true },
      ];
      break;
    case 'change_code':
      subject = t('change_code.subject');
      blocks = [
        { kind: 'p', text: greeting },
        { kind: 'p', text: t('change_code.intro', { username: message.username }) },
        ...codeBlocks(message.code),
        { kind: 'p', text: t('common.not_you'), muted: true },
      ];
      break;
    case 'email_changed':
      subject = t('email_changed.subject');
      blocks = [
        { kind: 'p', text: greeting },
        {
          kind: 'p',
          text: t('email_changed.intro', { username: message.username, email: message.email }),
        },
        { kind: 'p', text: t('email_changed.outro'), muted: true },
      ];
      break;
    case 'digest': {
      subject = t('digest.subject', { count: message.total });
      const more = message.total - message.items.length;
      blocks = [
        { kind: 'p', text: greeting },
        { kind: 'p', text: t('digest.intro') },
        ...message.items.map(
          (item): Block => ({
            kind: 'item',
            title: t(`digest.${item.kind}`, { sender: item.sender }),
            text: item.text ? t('common.quote', { text: item.text }) : '',
            url: item.url,
          }),
        ),
        ...(more > 0 ? [{ kind: 'p', text: t('digest.more', { count: more }) } as Block] : []),
        { kind: 'link', text: t('digest.open'), url: message.notifications_url },
        { kind: 'p', text: t('digest.why'), muted: true },
        { kind: 'link', text: t('digest.unsubscribe'), url: message.unsubscribe_url },
      ];
      // RFC 2369 and RFC 8058: mail clients offer a one-click unsubscribe (a POST to the link).
      headers['List-Unsubscribe'] = `<${message.unsubscribe_url}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      break;
    }
  }
  blocks.push(signature);
  return {
    subject,
    text: toText(blocks),
    html: toHtml(lng, subject, blocks),
    headers,
    fromName: t('common.app_name'),
  };
}

/** `a***@example.com`: enough for the owner to recognise the address, little for others. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/**
 * The small page `GET mail/unsubscribe` answers, in `locale`: the digest is off (`done`), or
 * the link matched nothing (`invalid`).
 */
export function renderUnsubscribePage(
  locale: Locale,
  outcome: 'done' | 'invalid',
  homeUrl: string,
): string {
  const lng = languageTag(locale);
  const t = texts().getFixedT(lng);
  const title = t('unsubscribe_page.title');
  return toHtml(lng, title, [
    { kind: 'p', text: t(`unsubscribe_page.${outcome}`) },
    { kind: 'link', text: t('unsubscribe_page.back'), url: homeUrl },
  ]);
}
