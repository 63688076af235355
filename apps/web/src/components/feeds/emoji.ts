/**
 * The emoji the create-feed modal offers in its grid (spec §3 "Feed": a feed has an emoji): a
 * compact built-in set of common pictures for topics people gather around — animals, food,
 * nature, places, things, hobbies, symbols — instead of a picker library with its data download
 * (docs/decisions/custom-feeds-web.md). Any other single emoji can be typed in the
 * field beside the grid (packages/common `isFeedEmoji` decides what counts as one).
 */

/** The grid's emoji, in display order. */
export const FEED_EMOJI: readonly string[] = [
  '🐱 🐶 🦊 🐻 🐼 🐸 🐦 🦉',
  '🐟 🦋 🌱 🌲 🌸 🌻 🍄 🌊',
  '☀️ 🌙 ⭐ 🔥 ❄️ 🌈 ⛰️ 🏙️',
  '🍎 🍕 🍜 ☕ 🍰 🍷 🍳 🥐',
  '📚 ✍️ 🎨 📷 🎬 🎵 🎸 🎮',
  '⚽ 🚴 🏃 🧘 ✈️ 🚗 🚆 🏠',
  '💻 🤖 🔬 🧪 🛠️ 💡 📈 🗞️',
  '❤️ 😂 🤔 🎉 💬 🌍 🇷🇺 🏳️‍🌈',
]
  .join(' ')
  .split(' ');

/** The emoji a new feed starts with. */
export const DEFAULT_FEED_EMOJI = '🐱';
