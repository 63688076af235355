/**
 * /search/* (spec §2 "/search?q"): a search box at the top, the tabs Everywhere (`/search`),
 * People (`/search/users`), Posts (`/search/entries`), Comments (`/search/comments`), Tags
 * (`/search/tags`) and Feeds (`/search/feeds` — the spec reuses the comments view there; we show
 * feeds, docs/decisions/search-screen.md), and under them the tab's results.
 * Any other subpath goes to /search, keeping the query. No filter button: no section has filters
 * (spec §2).
 *
 * The query lives in the address (`q`), so a search can be shared, reloaded and gone back to; the
 * tabs carry it along. The box applies what is typed on Enter at once and, while typing, after a
 * pause ({@link SEARCH_DEBOUNCE_MS}); either way it replaces the address rather than pushing one
 * per word, so Back leaves the search instead of replaying keystrokes. Without a query the screen
 * says what can be found. Texts: the `search` namespace, loaded with this screen.
 */
import { SEARCH_QUERY_MAX_LENGTH } from '@potok/common';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/title.ts';
import Icon from '../../components/Icon.tsx';
import TabLinks from '../../components/TabLinks.tsx';
import {
  normalizeQuery,
  SEARCH_DEBOUNCE_MS,
  SEARCH_TABS,
  type SearchTab,
  searchPath,
  tabOfSubpath,
} from './paths.ts';
import SearchList from './SearchList.tsx';
import SearchOverview from './SearchOverview.tsx';
import styles from './SearchScreen.module.css';

/** The /search/:rest screen. */
export default function SearchScreen() {
  const { '*': subpath = '' } = useParams();
  const [params] = useSearchParams();
  const q = normalizeQuery(params.get('q') ?? '');
  const tab = tabOfSubpath(subpath);
  if (!tab) return <Navigate to={searchPath('all', q)} replace />;
  return <SearchPage tab={tab} q={q} />;
}

function SearchPage({ tab, q }: { tab: SearchTab; q: string }) {
  const { t } = useTranslation('search');
  useDocumentTitle(q ? t('title_query', { query: q }) : t('title'));
  const screen = useRef<HTMLElement>(null);
  // On a phone the strip scrolls sideways: keep the current tab in view.
  useEffect(() => {
    const href = searchPath(tab, q);
    for (const link of screen.current?.querySelectorAll('nav a') ?? []) {
      if (link.getAttribute('href') === href) {
        link.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      }
    }
  }, [tab, q]);
  return (
    <section ref={screen} className={styles.screen} aria-labelledby="search-heading">
      <h1 id="search-heading" className="visually-hidden">
        {t('title')}
      </h1>
      <SearchBox q={q} />
      <TabLinks
        label={t('tabs_label')}
        tabs={SEARCH_TABS.map((item) => ({
          key: item,
          to: searchPath(item, q),
          label: t(`tabs.${item}`),
        }))}
        current={tab}
        className={styles.tabs}
        tabClassName={styles.tab}
      />
      {q === '' ? (
        <Hint />
      ) : tab === 'all' ? (
        <SearchOverview q={q} />
      ) : (
        <SearchList key={tab} group={tab} q={q} />
      )}
    </section>
  );
}

/**
 * The search box: a ``search` landmark (the HTML `<search>` element) with a labelled search field and a submit button. It
 * follows the address when that changes elsewhere (Back, a tab, «Показать все»); it takes the
 * focus when the screen opens without a query.
 */
function SearchBox({ q }: { q: string }) {
  const { t } = useTranslation('search');
  const [, setParams] = useSearchParams();
  const [draft, setDraft] = useState(q);
  const applied = useRef(q);
  const input = useRef<HTMLInputElement>(null);

  // The address changed without the box (Back, a link): show its query.
  useEffect(() => {
    if (q !== applied.current) {
      applied.current = q;
      setDraft(q);
    }
  }, [q]);

  const apply = useCallback(
    (text: string) => {
      const next = normalizeQuery(text);
      if (next === applied.current) return;
      applied.current = next;
      setParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next) params.set('q', next);
          else params.delete('q');
          return params;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  // Typing searches after a pause.
  useEffect(() => {
    const timer = setTimeout(() => apply(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, apply]);

  // Arriving without a query (the tab bar's search): ready to type.
  const empty = q === '';
  useEffect(() => {
    if (empty) input.current?.focus({ preventScroll: true });
  }, [empty]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <search className={styles.boxWrap}>
      <form className={styles.box} onSubmit={submit}>
        <label className="visually-hidden" htmlFor="search-query">
          {t('box_label')}
        </label>
        <Icon name="search" className={styles.boxIcon} />
        <input
          ref={input}
          id="search-query"
          className={styles.input}
          type="search"
          name="q"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('box_placeholder')}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
        />
        <button type="submit" className={styles.submit}>
          {t('submit')}
        </button>
      </form>
    </search>
  );
}

/** What the screen says before a query: what can be found and how. */
function Hint() {
  const { t } = useTranslation('search');
  return (
    <div className={styles.hint}>
      <Icon name="search" className={styles.hintIcon} size={40} />
      <p className={styles.hintTitle}>{t('hint_title')}</p>
      <p className={styles.hintText}>{t('hint')}</p>
    </div>
  );
}
