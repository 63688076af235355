import { describe, expect, it } from 'vitest';
import { checkFeedFields, feedTagSlug, isFeedEmoji } from './feeds.ts';

describe('custom feed rules', () => {
  it('takes tags as typed, with or without #, in any case and script', () => {
    expect(feedTagSlug('#Котики')).toBe('котики');
    expect(feedTagSlug(' tag_2 ')).toBe('tag_2');
    expect(feedTagSlug('а'.repeat(24))).toBe('а'.repeat(24));
    expect(feedTagSlug('а'.repeat(25))).toBeNull();
    expect(feedTagSlug('123')).toBeNull();
    expect(feedTagSlug('two words')).toBeNull();
    expect(feedTagSlug('#')).toBeNull();
  });

  it('knows one emoji from text', () => {
    for (const emoji of ['🐱', '❤️', '🇧🇷', '👩‍👩‍👧', '👍🏽', '1️⃣'])
      expect(isFeedEmoji(emoji)).toBe(true);
    for (const text of ['', 'a', '🐱🐶', 'кот', '1']) expect(isFeedEmoji(text)).toBe(false);
  });

  it('answers the first rule a feed breaks', () => {
    const ok = { title: ' Котики ', emoji: '🐱', tags: ['котики', '#Котики', 'cats'] };
    expect(checkFeedFields(ok)).toEqual({
      ok: true,
      fields: {
        title: 'Котики',
        emoji: '🐱',
        tags: [
          { slug: 'котики', label: 'котики' },
          { slug: 'cats', label: 'cats' },
        ],
      },
    });
    const status = (patch: Partial<typeof ok>) => {
      const result = checkFeedFields({ ...ok, ...patch });
      return result.ok ? 'ok' : result.status;
    };
    expect(status({ title: '  ' })).toBe('feed_title_empty');
    expect(status({ title: 'а'.repeat(61) })).toBe('feed_title_too_long');
    expect(status({ title: 'а'.repeat(60) })).toBe('ok');
    expect(status({ emoji: 'x' })).toBe('feed_emoji_not_valid');
    expect(status({ tags: [] })).toBe('feed_tags_empty');
    expect(status({ tags: ['а'.repeat(25)] })).toBe('feed_tag_not_valid');
    expect(status({ tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) })).toBe(
      'feed_too_many_tags',
    );
    expect(status({ tags: Array.from({ length: 20 }, (_, i) => `tag${i}`) })).toBe('ok');
  });
});
