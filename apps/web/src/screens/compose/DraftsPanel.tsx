/**
 * The drafts tab of the compose modal (spec §2 "Compose (tabs drafts …)"; DESIGN.md §5
 * "drafts"): the saved drafts, newest first — the start of the text, when it was saved and how
 * many files it holds — each restorable into the form («Продолжить») and deletable.
 */
import { dateFormat } from '@potok/common';
import { useTranslation } from 'react-i18next';
import Button from '../../components/Button.tsx';
import styles from './ComposeModal.module.css';
import type { SavedDraft } from './drafts.ts';

/** How many characters of a draft's text the list shows. */
const EXCERPT_CHARS = 140;

/** Props of {@link DraftsPanel}. */
export interface DraftsPanelProps {
  drafts: readonly SavedDraft[];
  /** True while the form cannot be replaced (a file uploads, the entry is being sent). */
  disabled: boolean;
  onRestore(draft: SavedDraft): void;
  onDelete(draft: SavedDraft): void;
}

/** The list of saved drafts, or a line saying there are none. */
export default function DraftsPanel({ drafts, disabled, onRestore, onDelete }: DraftsPanelProps) {
  const { t, i18n } = useTranslation('compose');
  if (drafts.length === 0) return <p className={styles.empty}>{t('drafts.empty')}</p>;
  const date = dateFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <ul className={styles.drafts} aria-label={t('drafts.listLabel')}>
      {drafts.map((draft) => {
        const text = draft.text.trim();
        const excerpt =
          text === ''
            ? t('drafts.noText')
            : [...text].length > EXCERPT_CHARS
              ? `${[...text].slice(0, EXCERPT_CHARS).join('')}…`
              : text;
        const excerptId = `draft-${draft.id}`;
        return (
          <li key={draft.id} className={styles.draft}>
            <p id={excerptId} className={styles.draftText}>
              {excerpt}
            </p>
            <p className={styles.draftMeta}>
              <time dateTime={new Date(draft.saved_at).toISOString()}>
                {date.format(draft.saved_at)}
              </time>
              {draft.files.length > 0 ? (
                <span>{t('drafts.files', { count: draft.files.length })}</span>
              ) : null}
            </p>
            <div className={styles.draftActions}>
              <Button
                size="compact"
                onClick={() => onRestore(draft)}
                disabled={disabled}
                aria-describedby={excerptId}
              >
                {t('drafts.restore')}
              </Button>
              <Button
                size="compact"
                variant="danger"
                onClick={() => onDelete(draft)}
                aria-describedby={excerptId}
              >
                {t('drafts.delete')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
