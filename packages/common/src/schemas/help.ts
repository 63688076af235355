/**
 * Help wire shapes (spec §2 "Help", §3 "Help article"; DESIGN.md §5 "help"): the help menu and
 * one article. `content` is HTML the server has sanitised (only simple tags: paragraphs,
 * headings, lists, links, emphasis, quotes, line breaks); the web app renders it as it is.
 */
import Type, { type Static } from 'typebox';
import { DateString, Page, UuidString } from './base.ts';

/** An item of the help menu: where it lives (`/help/{slug ?? uuid}`) and its title. */
export const HelpMenuItem = Type.Object({
  uuid: UuidString,
  slug: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
});
export type HelpMenuItem = Static<typeof HelpMenuItem>;

/** `GET help`: every article in menu order. */
export const HelpMenu = Page(HelpMenuItem);
export type HelpMenu = Static<typeof HelpMenu>;

/** `GET help/{uuidOrSlug}`: one article with its sanitised HTML and the date it was edited. */
export const HelpArticle = Type.Object({
  uuid: UuidString,
  slug: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  content: Type.String(),
  meta: Type.Object({ date_edited: DateString }),
});
export type HelpArticle = Static<typeof HelpArticle>;
