/**
 * The badge catalogue (spec §3 "Badge", DESIGN.md §5 "badges"): every kind of badge a person can
 * hold, with its icon (an emoji, so no icon sprite grows), its rarity and the locale keys of its
 * label and description. The texts live in the web app's `badges` namespace
 * (apps/web/src/i18n/locales/<locale>/badges.json); the server sends a badge's `type` and these
 * keys, never a text (docs/decisions/badges.md).
 *
 * `rule` badges are awarded by the server when their rule comes true (in the write's own
 * transaction, or by the daily-precise `badges.year_here` job); `operator` badges only by an
 * operator (`awardBadge`).
 */

/** spec §3: the rarities of badges, from the most to the least common. */
export const BADGE_RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
/** One of BADGE_RARITIES. */
export type BadgeRarity = (typeof BADGE_RARITIES)[number];

/**
 * How many accounts count as early members: the first EARLY_MEMBERS accounts created (every
 * account state counts, deleted ones too, so a place is never given twice).
 */
export const EARLY_MEMBERS = 1000;

/** One kind of badge. */
export interface BadgeKind {
  /** An emoji shown beside the label (decorative: the label names the badge). */
  icon: string;
  rarity: BadgeRarity;
  /** `rule`: awarded by the server; `operator`: only by an operator. */
  awardedBy: 'rule' | 'operator';
  /**
   * The number in the badge's texts (`{{count}}`), for the badges with a threshold: the first
   * EARLY_MEMBERS accounts, 100 entries, 10 subscribers.
   */
  count?: number;
}

/** Every badge kind by its `type`, in the order a person meets them. */
export const BADGE_CATALOGUE = {
  early_member: { icon: '🌱', rarity: 'epic', awardedBy: 'rule', count: EARLY_MEMBERS },
  first_entry: { icon: '✍️', rarity: 'common', awardedBy: 'rule' },
  first_comment: { icon: '💬', rarity: 'common', awardedBy: 'rule' },
  subscribers_10: { icon: '👥', rarity: 'rare', awardedBy: 'rule', count: 10 },
  entries_100: { icon: '💯', rarity: 'rare', awardedBy: 'rule', count: 100 },
  year_here: { icon: '🎂', rarity: 'rare', awardedBy: 'rule' },
  supporter: { icon: '💛', rarity: 'epic', awardedBy: 'operator' },
  contributor: { icon: '🛠️', rarity: 'legendary', awardedBy: 'operator' },
} as const satisfies Record<string, BadgeKind>;

/** A badge's `type`: a key of BADGE_CATALOGUE. */
export type BadgeType = keyof typeof BADGE_CATALOGUE;

/** Every badge type, in catalogue order. */
export const BADGE_TYPES = Object.keys(BADGE_CATALOGUE) as BadgeType[];

/** Whether `type` is a badge type of the catalogue. */
export function isBadgeType(type: string): type is BadgeType {
  return Object.hasOwn(BADGE_CATALOGUE, type);
}

/**
 * The locale keys of a badge's texts in the `badges` namespace: `types.<type>.label` and
 * `types.<type>.description` — what the server sends as `content.label` and
 * `content.description`.
 */
export function badgeTextKeys(type: BadgeType): { label: string; description: string } {
  return { label: `types.${type}.label`, description: `types.${type}.description` };
}

/** Entries the `entries_100` badge asks for (its catalogue `count`). */
export const BADGE_ENTRIES_THRESHOLD = BADGE_CATALOGUE.entries_100.count;
/** Subscribers the `subscribers_10` badge asks for (its catalogue `count`). */
export const BADGE_SUBSCRIBERS_THRESHOLD = BADGE_CATALOGUE.subscribers_10.count;
