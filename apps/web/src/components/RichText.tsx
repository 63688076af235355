/**
 * User text rendered from the tokenizer of packages/common (spec §3 "Text formatting") as React
 * elements — never through innerHTML: links open in a new tab, #tags go to /t/{slug},
 * @mentions to /u/{name}, quote lines become `<blockquote>`, newlines `<br>`.
 */
import { type InlineToken, type Token, tokenize } from '@potok/common';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import styles from './RichText.module.css';

/** Props of `RichText`. */
export interface RichTextProps {
  /** Plain text as the user wrote it. */
  text: string;
  /** `tokenize(text)` when the caller already has it (a card that also reads the text's tags). */
  tokens?: Token[];
  className?: string;
}

/** `rel` of links to other sites (spec: user content, no referrer, no ranking credit). */
export const EXTERNAL_REL = 'noopener noreferrer nofollow ugc';

function renderInline(token: InlineToken, key: number): ReactNode {
  switch (token.type) {
    case 'text':
      return token.text;
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
          {token.text}
        </a>
      );
    case 'tag':
      return (
        <Link key={key} className={styles.tag} to={`/t/${encodeURIComponent(token.slug)}`}>
          {token.text}
        </Link>
      );
    case 'mention':
      return (
        <Link key={key} className={styles.mention} to={`/u/${token.username}`}>
          {token.text}
        </Link>
      );
  }
}

function renderToken(token: Token, key: number): ReactNode {
  if (token.type === 'quote') {
    return (
      <blockquote key={key} className={styles.quote}>
        {token.children.map(renderInline)}
      </blockquote>
    );
  }
  return renderInline(token, key);
}

/** Renders user text with links, #tags, @mentions, quotes and line breaks. */
export default function RichText({ text, tokens: given, className }: RichTextProps) {
  const made = useMemo(() => (given ? null : tokenize(text)), [given, text]);
  const tokens = given ?? made ?? [];
  return (
    <div className={className ? `${styles.text} ${className}` : styles.text}>
      {tokens.map(renderToken)}
    </div>
  );
}

export { RichText };
