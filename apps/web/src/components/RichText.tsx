/**
 * User text rendered from the tokenizer of packages/common (spec §3 "Text formatting") as React
 * elements — never through innerHTML: links open in a new tab, #tags go to /t/{slug},
 * @mentions to /u/{name}, quote lines become `<blockquote>`, newlines `<br>`. Given
 * `highlights` (the matched words of a search result, docs/decisions/search-highlights.md), those
 * words are wrapped in `<mark>`, inside links, tags and mentions too.
 */
import { type InlineToken, type TextRange, type Token, tokenize } from '@potok/common';
import { Fragment, type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import styles from './RichText.module.css';

/** Props of `RichText`. */
export interface RichTextProps {
  /** Plain text as the user wrote it. */
  text: string;
  /** `tokenize(text)` when the caller already has it (a card that also reads the text's tags). */
  tokens?: Token[];
  className?: string;
  /** Words to mark: `[start, end)` of `text` in UTF-16 code units (a search's `highlights`). */
  highlights?: readonly TextRange[];
}

/** `rel` of links to other sites (spec: user content, no referrer, no ranking credit). */
export const EXTERNAL_REL = 'noopener noreferrer nofollow ugc';

/** What the tokenizer reads: `text` in NFC with `\n` line ends (tokenize in packages/common). */
function asTokenized(text: string): string {
  return text.normalize('NFC').replace(/\r\n?/g, '\n');
}

/**
 * `ranges` of `text` moved onto `asTokenized(text)`. A range's ends lie between words, where
 * normalising the part before them gives the same length as inside the whole.
 */
function tokenizedRanges(text: string, ranges: readonly TextRange[]): TextRange[] {
  if (asTokenized(text) === text) return [...ranges];
  const at = (index: number) => asTokenized(text.slice(0, index)).length;
  return ranges.map(({ start, end }) => ({ start: at(start), end: at(end) }));
}

/**
 * Marks token texts: each call takes the next piece of the tokenized text (tokens come in text
 * order, quote markers left out) and wraps the parts inside `ranges` in `<mark>`.
 */
function marker(source: string, ranges: readonly TextRange[]) {
  let cursor = 0;
  return (piece: string): ReactNode => {
    if (ranges.length === 0 || piece === '') return piece;
    const offset = source.indexOf(piece, cursor);
    if (offset < 0) return piece;
    cursor = offset + piece.length;
    const parts: ReactNode[] = [];
    let from = 0;
    for (const range of ranges) {
      const start = Math.max(range.start - offset, from);
      const end = Math.min(range.end - offset, piece.length);
      if (end <= start) continue;
      if (start > from) parts.push(piece.slice(from, start));
      parts.push(<mark key={start}>{piece.slice(start, end)}</mark>);
      from = end;
    }
    if (parts.length === 0) return piece;
    if (from < piece.length) parts.push(piece.slice(from));
    return parts;
  };
}

type Mark = (piece: string) => ReactNode;

function renderInline(token: InlineToken, key: number, mark: Mark): ReactNode {
  switch (token.type) {
    case 'text':
      return <Fragment key={key}>{mark(token.text)}</Fragment>;
    case 'br':
      return <br key={key} />;
    case 'link':
      return (
        <a
          key={key}
          className={styles.link}
          href={token.href}
          target={token.kind === 'url' ? '_blank' : undefined}
          rel={EXTERNAL_REL}
        >
          {mark(token.text)}
        </a>
      );
    case 'tag':
      return (
        <Link key={key} className={styles.tag} to={`/t/${encodeURIComponent(token.slug)}`}>
          {mark(token.text)}
        </Link>
      );
    case 'mention':
      return (
        <Link key={key} className={styles.mention} to={`/u/${token.username}`}>
          {mark(token.text)}
        </Link>
      );
  }
}

function renderToken(token: Token, key: number, mark: Mark): ReactNode {
  if (token.type === 'quote') {
    return (
      <blockquote key={key} className={styles.quote}>
        {token.children.map((child, index) => renderInline(child, index, mark))}
      </blockquote>
    );
  }
  return renderInline(token, key, mark);
}

/** Renders user text with links, #tags, @mentions, quotes and line breaks. */
export default function RichText({ text, tokens: given, className, highlights }: RichTextProps) {
  const made = useMemo(() => (given ? null : tokenize(text)), [given, text]);
  const tokens = given ?? made ?? [];
  // A fresh marker each render: it walks the tokens from the start of the text.
  const mark: Mark = highlights?.length
    ? marker(asTokenized(text), tokenizedRanges(text, highlights))
    : (piece) => piece;
  return (
    <div className={className ? `${styles.text} ${className}` : styles.text}>
      {tokens.map((token, index) => renderToken(token, index, mark))}
    </div>
  );
}

export { RichText };
