/**
 * The GIF tab of the compose modal (spec §2 "Compose (… attach GIF …)"; DESIGN.md §5 "GIF tab:
 * the user's own GIF library (GIFs they uploaded before) plus upload"; beyond spec §7, recorded
 * in docs/decisions/attaching-in-web.md): the person's GIFs, newest first (`GET my/files?type=image/gif`, paged),
 * each a toggle that attaches it to the entry or takes it off, and «Загрузить GIF».
 */
import type { UploadedFile } from '@potok/common';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../api/client.ts';
import { useMyFilesQuery } from '../../api/queries/files.ts';
import AttachButton from '../../components/attachments/AttachButton.tsx';
import { uploadedPreview } from '../../components/attachments/useAttachments.ts';
import Button from '../../components/Button.tsx';
import Icon from '../../components/Icon.tsx';
import Placeholder from '../../components/Placeholder.tsx';
import styles from './ComposeModal.module.css';

const GIF = ['image/gif'] as const;

/** Props of {@link GifPanel}. */
export interface GifPanelProps {
  /** Uuids of the files attached to the entry. */
  attached: readonly string[];
  /** True when no more files fit. */
  full: boolean;
  /** Attaches a GIF, or takes an attached one off. */
  onToggle(file: UploadedFile): void;
  /** New GIFs picked to upload. */
  onUpload(files: File[]): void;
}

/** The person's GIFs and the upload button. */
export default function GifPanel({ attached, full, onToggle, onUpload }: GifPanelProps) {
  const { t } = useTranslation('compose');
  const query = useMyFilesQuery('image/gif');
  const { files } = query;
  return (
    <div className={styles.gifPanel}>
      <div className={styles.attachRow}>
        <AttachButton
          label={t('gif.upload')}
          accept={GIF}
          multiple
          disabled={full}
          onFiles={onUpload}
        />
      </div>
      {query.isError && files.length === 0 ? (
        <Placeholder
          status={errorStatus(query.error)}
          kind="error"
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <p className={styles.empty} role="status">
          {t('gif.loading')}
        </p>
      ) : files.length === 0 ? (
        <p className={styles.empty}>{t('gif.empty')}</p>
      ) : (
        <ul className={styles.gifs} aria-label={t('gif.listLabel')}>
          {files.map((file) => {
            const on = attached.includes(file.uuid);
            const name = file.alt || file.name;
            return (
              <li key={file.uuid}>
                <button
                  type="button"
                  className={styles.gif}
                  aria-pressed={on}
                  disabled={!on && full}
                  onClick={() => onToggle(file)}
                  aria-label={t('gif.pick', { name })}
                  title={name}
                >
                  <img src={uploadedPreview(file)} alt="" width={100} height={100} />
                  {on ? (
                    <span className={styles.check}>
                      <Icon name="check" size={16} />
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button
          size="compact"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          aria-busy={query.isFetchingNextPage || undefined}
        >
          {t('gif.more')}
        </Button>
      ) : null}
    </div>
  );
}
