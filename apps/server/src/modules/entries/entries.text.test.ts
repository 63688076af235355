/** Unit tests of what the server reads out of an entry's text: tags and the link. */
import { describe, expect, it } from 'vitest';
import {
  entryLink,
  extractTagMentions,
  MAX_TAGS_PER_ENTRY,
  normaliseLink,
} from './entries.text.ts';

describe('extractTagMentions', () => {
  it('keeps the first spelling of each slug, in order, quotes included', () => {
    expect(extractTagMentions('#Поток and #js\n> quoted #Quote #поток')).toEqual([
      { slug: 'поток', label: 'Поток' },
      { slug: 'js', label: 'js' },
      { slug: 'quote', label: 'Quote' },
    ]);
  });

  it('ignores what the tokenizer does not call a tag', () => {
    expect(extractTagMentions(`word#glued https://x.test/#frag #123 #${'a'.repeat(25)}`)).toEqual(
      [],
    );
  });

  it(`links at most ${MAX_TAGS_PER_ENTRY} distinct tags`, () => {
    const text = Array.from({ length: 60 }, (_, i) => `#t${i}`).join(' ');
    const tags = extractTagMentions(text);
    expect(tags).toHaveLength(MAX_TAGS_PER_ENTRY);
    expect(tags.at(-1)).toEqual({ slug: 't49', label: 't49' });
  });
});

describe('normaliseLink', () => {
  it('accepts http(s) URLs, treats blank as none and refuses anything else', () => {
    expect(normaliseLink('  https://example.com/a  ')).toBe('https://example.com/a');
    expect(normaliseLink('http://example.com')).toBe('http://example.com');
    expect(normaliseLink(undefined)).toBeNull();
    expect(normaliseLink(null)).toBeNull();
    expect(normaliseLink('   ')).toBeNull();
    expect(normaliseLink('javascript:alert(1)')).toBeUndefined();
    expect(normaliseLink('example.com')).toBeUndefined();
    expect(normaliseLink(`https://example.com/${'a'.repeat(2048)}`)).toBeUndefined();
  });
});

describe('entryLink', () => {
  it('keeps an attached link, else takes the first written http(s) or www. link', () => {
    expect(entryLink(' https://a.example/x ', 'see https://b.example')).toBe('https://a.example/x');
    expect(entryLink(undefined, 'see https://b.example/p?q=1, then http://c.example')).toBe(
      'https://b.example/p?q=1',
    );
    expect(entryLink('', 'go to www.example.org now')).toBe('https://www.example.org');
    expect(entryLink(null, '> quoted https://q.example\nplain')).toBe('https://q.example');
  });

  it('takes no bare domain, e-mail or unsafe scheme, and refuses a bad attached link', () => {
    expect(entryLink(undefined, 'readme.md and mail@example.org')).toBeNull();
    expect(entryLink(undefined, 'javascript:alert(1)')).toBeNull();
    expect(entryLink('javascript:alert(1)', 'https://ok.example')).toBeUndefined();
  });
});
