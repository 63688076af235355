import * as linkify from 'linkifyjs';
import { describe, expect, test } from 'vitest';
import { extractMentions, extractTags, MAY_HOLD_LINK, type Token, tokenize } from './tokenize.ts';

const kinds = (tokens: Token[]) => tokens.map((t) => t.type);

describe('tokenize', () => {
  test('plain text is one text token', () => {
    expect(tokenize('Привет, мир')).toEqual([{ type: 'text', text: 'Привет, мир' }]);
  });

  test('links: urls, www and e-mail', () => {
    const tokens = tokenize('см. https://ya.ru/path?q=1, www.example.com и me@mail.ru');
    expect(tokens.filter((t) => t.type === 'link')).toEqual([
      { type: 'link', text: 'https://ya.ru/path?q=1', href: 'https://ya.ru/path?q=1', kind: 'url' },
      { type: 'link', text: 'www.example.com', href: 'https://www.example.com', kind: 'url' },
      { type: 'link', text: 'me@mail.ru', href: 'mailto:me@mail.ru', kind: 'email' },
    ]);
  });

  test('no unsafe hrefs: javascript: and file: stay text', () => {
    const tokens = tokenize('javascript:alert(1) file:///etc/passwd');
    expect(tokens.some((t) => t.type === 'link')).toBe(false);
  });

  test('Cyrillic hashtag is one tag with a lower-case slug', () => {
    expect(tokenize('Читайте #Поток сегодня')).toEqual([
      { type: 'text', text: 'Читайте ' },
      { type: 'tag', text: '#Поток', slug: 'поток' },
      { type: 'text', text: ' сегодня' },
    ]);
  });

  test('tags in any script, with digits and underscores', () => {
    const tags = tokenize('#日本語 #tag_2 #café #ёлка').filter((t) => t.type === 'tag');
    expect(tags.map((t) => t.type === 'tag' && t.slug)).toEqual([
      '日本語',
      'tag_2',
      'café',
      'ёлка',
    ]);
  });

  test('tag punctuation, length and position rules', () => {
    expect(tokenize('#тег.')).toEqual([
      { type: 'tag', text: '#тег', slug: 'тег' },
      { type: 'text', text: '.' },
    ]);
    // 24 letters is a tag, 25 is text
    expect(kinds(tokenize(`#${'а'.repeat(24)}`))).toEqual(['tag']);
    expect(kinds(tokenize(`#${'а'.repeat(25)}`))).toEqual(['text']);
    // all digits, glued to a word, bare '#'
    expect(kinds(tokenize('#123'))).toEqual(['text']);
    expect(kinds(tokenize('слово#тег'))).toEqual(['text']);
    expect(kinds(tokenize('# тег'))).toEqual(['text']);
  });

  test('mentions: 1–24 of a-z A-Z 0-9 _', () => {
    expect(tokenize('привет @user_1!')).toEqual([
      { type: 'text', text: 'привет ' },
      { type: 'mention', text: '@user_1', username: 'user_1' },
      { type: 'text', text: '!' },
    ]);
    expect(kinds(tokenize(`@${'a'.repeat(24)}`))).toEqual(['mention']);
    expect(kinds(tokenize(`@${'a'.repeat(25)}`))).toEqual(['text']);
    expect(kinds(tokenize('@юзер'))).toEqual(['text']);
    expect(kinds(tokenize('@userюзер'))).toEqual(['text']);
    expect(kinds(tokenize('foo@bar'))).toEqual(['text']);
  });

  test('newlines become br; CRLF is normalised', () => {
    expect(tokenize('a\r\nb\n\nc')).toEqual([
      { type: 'text', text: 'a' },
      { type: 'br' },
      { type: 'text', text: 'b' },
      { type: 'br' },
      { type: 'br' },
      { type: 'text', text: 'c' },
    ]);
  });

  test('consecutive quote lines form one quote with tokens inside', () => {
    expect(tokenize('до\n> цитата #тег\n>вторая\nпосле')).toEqual([
      { type: 'text', text: 'до' },
      {
        type: 'quote',
        children: [
          { type: 'text', text: 'цитата ' },
          { type: 'tag', text: '#тег', slug: 'тег' },
          { type: 'br' },
          { type: 'text', text: 'вторая' },
        ],
      },
      { type: 'text', text: 'после' },
    ]);
  });

  test('only lines starting with ">" are quotes', () => {
    expect(kinds(tokenize(' > not a quote'))).toEqual(['text']);
  });
});

describe('lines without a link candidate', () => {
  // Pieces a line is made of: words of several scripts, digits, URL-ish words and signs (schemes
  // whose links are dropped too), dots of other scripts, emoji, spaces — and the dot, `@`, `#`,
  // `:`, `//` and `localhost` that the fast path looks for, so that some lines are held and some
  // are not.
  const PIECES = [
    'поток|Привет|www|http|https|mailto|file|tel|ftp|com|рф|org|ru|example|localhos|host|tag|_|-|/|//|?|=',
    '&|%|+|~|!|,|;|(|)|[|]|<|>|"|\'|…|—|0|7|42|2026| | |  |。|．|｡|・|＃|＠|：|😀|👍🏽|日本|ёж',
    'ĉu|. |.|@|#|:|localhost',
  ]
    .join('|')
    .split('|');

  /** A small seeded generator (mulberry32), so every run checks the same lines. */
  function random(seed: number): () => number {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  test('linkify finds no link that is kept in any line the fast path passes over as text', () => {
    const next = random(20261127);
    let passedOver = 0;
    for (let i = 0; i < 6000; i += 1) {
      const length = 1 + Math.floor(next() * 12);
      const line = Array.from({ length }, () => PIECES[Math.floor(next() * PIECES.length)]).join(
        '',
      );
      if (MAY_HOLD_LINK.test(line)) continue;
      passedOver += 1;
      // A link of another scheme (`file:x`) stays text on the slow path too.
      const kept = linkify
        .find(line)
        .filter((link) => link.type !== 'url' || /^(https?:\/\/|mailto:)/i.test(link.href));
      expect(kept, line).toEqual([]);
    }
    expect(passedOver).toBeGreaterThan(1000);
  });

  test('lines with a candidate still go through linkify', () => {
    expect(tokenize('см. example.com')).toEqual([
      { type: 'text', text: 'см. ' },
      { type: 'link', text: 'example.com', href: 'https://example.com', kind: 'url' },
    ]);
    expect(tokenize('http://localhost')[0]).toMatchObject({ type: 'link' });
    expect(tokenize('#поток')).toEqual([{ type: 'tag', text: '#поток', slug: 'поток' }]);
    expect(tokenize('mailto:anya')[0]).toMatchObject({ type: 'link', href: 'mailto:anya' });
    expect(tokenize('http://intranet/')[0]).toMatchObject({ type: 'link' });
  });

  test('a colon alone is no candidate', () => {
    expect(MAY_HOLD_LINK.test('Итог: в 10:30 у метро')).toBe(false);
    expect(tokenize('Итог: в 10:30')).toEqual([{ type: 'text', text: 'Итог: в 10:30' }]);
    expect(tokenize('file:x')).toEqual([{ type: 'text', text: 'file:x' }]);
  });
});

describe('extractTags', () => {
  test('slugs lower-case, unique, in order, quotes included', () => {
    expect(extractTags('#Поток и #поток, #News\n> #цитата #ПОТОК')).toEqual([
      'поток',
      'news',
      'цитата',
    ]);
  });

  test('no tags', () => {
    expect(extractTags('просто текст #123 a#b')).toEqual([]);
  });
});

describe('extractMentions', () => {
  test('usernames unique ignoring case, first spelling kept', () => {
    expect(extractMentions('@Bob и @bob, @alice; mail@x.com')).toEqual(['Bob', 'alice']);
  });
});
