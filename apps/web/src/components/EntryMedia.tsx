/**
 * The attachments of an entry or comment: images (the 640-wide rendition, full size on click in
 * a new tab), mp4 videos and the link card (the page's icon and title and the link's host, as
 * the server read them; the host alone until then), which opens the page in a new tab.
 */
import type { Entry } from '@potok/common';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './EntryMedia.module.css';
import { EXTERNAL_REL } from './RichText.tsx';

type Content = Entry['content'];

/** Props of `EntryMedia`. */
export interface EntryMediaProps {
  files: Content['files'];
  link: Content['link'];
}

/** URL of an uploaded file's rendition (`w640`, `s100`) or original (`original`). */
export function mediaUrl(uuid: string, variant: 'w640' | 's100' | 'original' = 'w640'): string {
  return `/media/${encodeURIComponent(uuid)}/${variant}`;
}

/** Images, videos and the link preview of a piece of content; nothing when there are none. */
export default function EntryMedia({ files, link }: EntryMediaProps) {
  const { t } = useTranslation('components');
  if (files.length === 0 && !link) return null;
  return (
    <div className={styles.media}>
      {files.length > 0 ? (
        <div className={files.length > 1 ? `${styles.files} ${styles.grid}` : styles.files}>
          {files.map((item, index) => {
            const uuid = item.file.uuid;
            const alt = t('media.image_alt', { index: index + 1, total: files.length });
            if (item.type.includes('video') || item.type === 'mp4') {
              return (
                // biome-ignore lint/a11y/useMediaCaption: user videos come without captions
                <video
                  key={uuid}
                  className={styles.file}
                  src={mediaUrl(uuid, 'original')}
                  width={item.width || undefined}
                  height={item.height || undefined}
                  controls
                  preload="metadata"
                  aria-label={alt}
                />
              );
            }
            return (
              <a
                key={uuid}
                href={mediaUrl(uuid, 'original')}
                target="_blank"
                rel="noopener"
                className={styles.fileLink}
              >
                <img
                  className={styles.file}
                  src={mediaUrl(uuid, 'w640')}
                  width={item.width || undefined}
                  height={item.height || undefined}
                  alt={alt}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            );
          })}
        </div>
      ) : null}
      {link ? <LinkCard link={link} /> : null}
    </div>
  );
}

/**
 * The link card. The icon is loaded from the page's site as the server found it (not proxied:
 * docs/decisions.md "Link cards"), without a referrer; one that fails to load is left out.
 */
function LinkCard({ link }: { link: NonNullable<Content['link']> }) {
  const [failedIcon, setFailedIcon] = useState('');
  const showIcon = link.icon !== '' && link.icon !== failedIcon;
  const host = hostOf(link.url);
  const title = link.title || link.url;
  return (
    <a className={styles.preview} href={link.url} target="_blank" rel={EXTERNAL_REL}>
      {showIcon ? (
        <img
          className={styles.previewIcon}
          src={link.icon}
          alt=""
          width={20}
          height={20}
          referrerPolicy="no-referrer"
          onError={() => setFailedIcon(link.icon)}
        />
      ) : null}
      <span className={styles.previewText}>
        <span className={styles.previewTitle}>{title}</span>
        {title !== host ? <span className={styles.previewUrl}>{host}</span> : null}
      </span>
    </a>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export { EntryMedia };
