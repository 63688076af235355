/**
 * The attachments of a form as the person sees them (spec §5 "Attachment upload"; §9 preview
 * thumbnails 100×100): each file's 100×100 preview, its name, a progress bar and «Отменить»
 * while it uploads, «Убрать» once uploaded or failed (a failed one is marked), and — for images,
 * when the form asks for it — an alt-text field.
 */
import { MEDIA_LIMITS } from '@potok/common';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Icon from '../Icon.tsx';
import styles from './AttachmentList.module.css';
import { type Attachment, isImage } from './useAttachments.ts';

/** Props of {@link AttachmentList}. */
export interface AttachmentListProps {
  items: readonly Attachment[];
  /** Cancels an upload or removes a file. */
  onRemove(key: string): void;
  /** Changes an image's alt text; without it no alt field is shown. */
  onAlt?: (key: string, alt: string) => void;
}

/** A list of attachment cards; nothing when there are none. */
export default function AttachmentList({ items, onRemove, onAlt }: AttachmentListProps) {
  const { t } = useTranslation('compose');
  if (items.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('attach.listLabel')}>
      {items.map((item, index) => (
        <AttachmentCard
          key={item.key}
          item={item}
          index={index + 1}
          onRemove={() => onRemove(item.key)}
          onAlt={onAlt ? (alt) => onAlt(item.key, alt) : undefined}
        />
      ))}
    </ul>
  );
}

function AttachmentCard({
  item,
  index,
  onRemove,
  onAlt,
}: {
  item: Attachment;
  /** Place in the list from 1, naming a file without a name (an edited entry's). */
  index: number;
  onRemove(): void;
  onAlt: ((alt: string) => void) | undefined;
}) {
  const { t } = useTranslation('compose');
  const id = useId();
  const name = item.name || t('attach.unnamed', { index });
  const image = isImage(item.type);
  const uploading = item.state === 'uploading';
  return (
    <li
      className={item.state === 'error' ? `${styles.card} ${styles.failed}` : styles.card}
      aria-busy={uploading || undefined}
    >
      <div className={styles.preview}>
        {image ? (
          <img src={item.preview} alt={t('attach.previewAlt', { name })} width={100} height={100} />
        ) : (
          <video
            src={item.preview}
            muted
            preload="metadata"
            width={100}
            height={100}
            aria-label={t('attach.previewAlt', { name })}
          />
        )}
      </div>
      <div className={styles.body}>
        <span className={styles.name} title={name}>
          {name}
        </span>
        {uploading ? (
          <progress
            className={styles.progress}
            value={item.progress}
            max={1}
            aria-label={t('attach.progress', { name })}
          />
        ) : item.state === 'error' ? (
          <span className={styles.error}>{t('attach.failed')}</span>
        ) : (
          <span className={styles.done}>{t('attach.done')}</span>
        )}
      </div>
      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        aria-label={uploading ? t('attach.cancel', { name }) : t('attach.remove', { name })}
        title={uploading ? t('attach.cancel', { name }) : t('attach.remove', { name })}
      >
        <Icon name="close" size={18} />
      </button>
      {onAlt && image && item.state !== 'error' ? (
        <label className={styles.alt} htmlFor={`${id}-alt`}>
          <span className={styles.altLabel}>{t('attach.altLabel')}</span>
          <input
            id={`${id}-alt`}
            className={styles.altInput}
            value={item.alt}
            maxLength={MEDIA_LIMITS.altText}
            placeholder={t('attach.altPlaceholder')}
            onChange={(event) => onAlt(event.target.value)}
            // Enter in a one-line field would send the whole form; Ctrl/Cmd+Enter still does.
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) event.preventDefault();
            }}
          />
        </label>
      ) : null}
    </li>
  );
}
