/**
 * Help /help/* (spec §2 "Help"): '' is the help menu — the articles of `GET help` and the
 * disabled question items all-questions, my-questions and add-question (those three paths show
 * the menu too); `/help/{uuid-or-slug}` is an article with its title, edited date and HTML
 * content (skeleton while loading, the `help_page_not_found` error screen when unknown); any
 * deeper path redirects to the menu.
 *
 * Every view has the header with «Назад» (ScreenHeader). An article that cannot be shown is the
 * spec's error screen (§8, ErrorScreen: its own heading and document title); a menu that failed
 * to load keeps the question items under a Placeholder.
 */
import { dateFormat, type HelpArticle } from '@potok/common';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import { useHelpArticleQuery, useHelpMenuQuery } from '../../api/queries/help.ts';
import { useDocumentTitle } from '../../app/title.ts';
import Button, { buttonClass } from '../../components/Button.tsx';
import MenuList from '../../components/MenuList.tsx';
import Placeholder from '../../components/Placeholder.tsx';
import ScreenHeader from '../../components/ScreenHeader.tsx';
import bones from '../../components/Skeleton.module.css';
import ErrorScreen from '../placeholder/ErrorScreen.tsx';
import styles from './HelpScreen.module.css';

/** The question items of the menu: shown disabled, not built (spec §2). */
const QUESTION_ITEMS = ['all-questions', 'my-questions', 'add-question'] as const;

/** Statuses of a load error that retrying cannot fix. */
const FINAL_ERRORS = new Set(['help_page_not_found', 'not_found', 'bad_request']);

type HelpRoute = { kind: 'menu' } | { kind: 'article'; address: string };

/** What a subpath of /help shows, or null for a path that redirects to the menu. */
function routeOf(subpath: string): HelpRoute | null {
  const path = subpath.replace(/\/+$/, '');
  if (path === '' || (QUESTION_ITEMS as readonly string[]).includes(path)) return { kind: 'menu' };
  if (!path.includes('/')) return { kind: 'article', address: path };
  return null;
}

/** The /help/* screen. */
export default function HelpScreen() {
  const { '*': subpath = '' } = useParams();
  const route = routeOf(subpath);
  if (route === null) return <Navigate to="/help" replace />;
  if (route.kind === 'menu') return <HelpMenuView />;
  return <ArticleView key={route.address.toLowerCase()} address={route.address} />;
}

/** The help menu: the articles, then the disabled question items. */
function HelpMenuView() {
  const { t } = useTranslation('screens');
  useDocumentTitle(t('help.title'));
  const query = useHelpMenuQuery();
  const items = query.data?.items;
  return (
    <section aria-labelledby="help-heading">
      <ScreenHeader title={t('help.title')} headingId="help-heading" />
      <div className={styles.screen}>
        <nav aria-label={t('help.articlesLabel')} aria-busy={!items && !query.isError}>
          {items ? (
            <MenuList
              rows={items.map((item) => ({
                key: item.uuid,
                to: `/help/${item.slug ?? item.uuid}`,
                label: item.title,
              }))}
            />
          ) : query.isError ? (
            <Placeholder
              status={errorStatus(query.error)}
              kind="error"
              onRetry={() => query.refetch()}
            />
          ) : (
            <MenuSkeleton />
          )}
        </nav>
        <section aria-labelledby="help-questions">
          <h2 id="help-questions" className={styles.group}>
            {t('help.questions')}
          </h2>
          <MenuList
            rows={QUESTION_ITEMS.map((key) => ({
              key,
              label: t(`help.items.${key}`),
              hint: t('help.soon'),
            }))}
          />
        </section>
      </div>
    </section>
  );
}

function MenuSkeleton() {
  return (
    <ul className={styles.menuSkeleton} aria-hidden="true">
      {[62, 74, 38].map((width) => (
        <li key={width} className={styles.menuSkeletonRow}>
          <span className={bones.bone} style={{ width: `${width}%` }} />
        </li>
      ))}
    </ul>
  );
}

/** One article, addressed by uuid or slug. */
function ArticleView({ address }: { address: string }) {
  const { t } = useTranslation('screens');
  const query = useHelpArticleQuery(address);
  const article = query.data;
  const status = !article && query.isError ? errorStatus(query.error) : null;
  if (status) {
    return (
      <>
        <ScreenHeader title={t('help.title')} />
        <ErrorScreen
          status={status}
          action={
            <div className={styles.actions}>
              {FINAL_ERRORS.has(status) ? null : (
                <Button onClick={() => query.refetch()}>{t('app:retry')}</Button>
              )}
              <Link to="/help" className={buttonClass()}>
                {t('help.toMenu')}
              </Link>
            </div>
          }
        />
      </>
    );
  }
  return (
    <>
      <ScreenHeader title={t('help.title')} />
      <article
        className={styles.article}
        aria-labelledby="help-article-heading"
        aria-busy={article ? undefined : true}
      >
        {article ? <ArticleBody article={article} /> : <ArticleSkeleton />}
      </article>
    </>
  );
}

function ArticleBody({ article }: { article: HelpArticle }) {
  const { t, i18n } = useTranslation('screens');
  const content = useRef<HTMLDivElement>(null);
  useInAppLinks(content);
  useDocumentTitle(article.title);
  const edited = new Date(article.meta.date_edited);
  const date = dateFormat(i18n.language, { dateStyle: 'long' }).format(edited);
  return (
    <>
      <header className={styles.header}>
        <h1 id="help-article-heading" className={styles.heading}>
          {article.title}
        </h1>
        <p className={styles.edited}>
          <time dateTime={article.meta.date_edited}>{t('help.edited', { date })}</time>
        </p>
      </header>
      <div
        ref={content}
        className={styles.content}
        // The only HTML the app renders as HTML: the server sanitises help articles on output
        // (apps/server/src/modules/help/help.mapper.ts: simple tags only, http/https/mailto or
        // same-site links, no attributes but href and rel), so nothing here can run a script.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server, see above
        dangerouslySetInnerHTML={{ __html: article.content }}
      />
    </>
  );
}

/**
 * Links of the article to pages of this site (`/help/contacts`) open inside the app instead of
 * reloading it; other links, and clicks with a modifier key, behave as the browser decides.
 */
function useInAppLinks(container: RefObject<HTMLElement | null>): void {
  const navigate = useNavigate();
  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    };
    node.addEventListener('click', onClick);
    return () => node.removeEventListener('click', onClick);
  }, [container, navigate]);
}

function ArticleSkeleton() {
  const { t } = useTranslation('screens');
  useDocumentTitle(t('help.title'));
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <span className={`${bones.bone} ${styles.boneTitle}`} />
      <span className={`${bones.bone} ${styles.boneMeta}`} />
      {[100, 96, 88, 100, 72, 0, 100, 92, 58].map((width, index) =>
        width === 0 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
          <span key={index} className={styles.boneGap} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
          <span key={index} className={bones.bone} style={{ width: `${width}%` }} />
        ),
      )}
    </div>
  );
}
