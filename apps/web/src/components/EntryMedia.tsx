/**
 * The attachments of an entry or comment: 1–5 images and mp4 videos in a grid whose shape is
 * known before anything loads (the descriptor's width and height), and the link card (the
 * page's icon and title and the link's host, as the server read them; the host alone until then).
 *
 * Images show the 640-wide rendition (`w640`, animated GIFs stay animated) with their alt text,
 * over a ThumbHash placeholder painted until they load; a click opens the image viewer (loaded on
 * first use, spec §2 "Image viewer overlay") on that image of the entry's gallery, and focus
 * comes back to the image when it closes. Videos play in place (`controls`, metadata only
 * preloaded). An NSFW entry's media stay blurred behind «Показать» until the reader asks (unless
 * their content preference is to show them); an
 * AI-made entry's media carry a small «ИИ» mark named "made with AI".
 */
import type { Entry, Session } from '@potok/common';
import { type CSSProperties, lazy, type MouseEvent, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../api/queries/session.ts';
import { loadNamespaces } from '../i18n/index.ts';
import styles from './EntryMedia.module.css';
import { usePlaceholder } from './media/placeholder.ts';
import { isVideo, type MediaFile, mediaUrl } from './media/urls.ts';
import { EXTERNAL_REL } from './RichText.tsx';

type Content = Entry['content'];

/** Props of `EntryMedia`. */
export interface EntryMediaProps {
  files: Content['files'];
  link: Content['link'];
  /** The entry is marked NSFW (publishing option `is_nsfw`): media blurred until shown. */
  nsfw?: boolean;
  /** The entry is marked AI-made (publishing option `is_ai`): a mark over the media. */
  ai?: boolean;
}

const MediaViewer = lazy(() =>
  Promise.all([import('./media/MediaViewer.tsx'), loadNamespaces('media')]).then(([m]) => m),
);

/**
 * True when the signed-in person chose to see NSFW media unblurred (the content preference
 * `user.content.nsfw` of the session: `show`; `blur`, the default, keeps the veil).
 */
function showsNsfw(session: Session | undefined): boolean {
  return session?.user?.content?.nsfw === 'show';
}

/** A single file's box keeps its own shape, between 3:4 (tall) and 2:1 (wide). */
function singleRatio(file: MediaFile): string | undefined {
  if (!file.width || !file.height) return undefined;
  const ratio = Math.min(2, Math.max(3 / 4, file.width / file.height));
  return String(ratio);
}

/** Images, videos and the link preview of a piece of content; nothing when there are none. */
export default function EntryMedia({ files, link, nsfw = false, ai = false }: EntryMediaProps) {
  const { t } = useTranslation('components');
  const { session } = useSession();
  const [revealed, setRevealed] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  if (files.length === 0 && !link) return null;
  const shown = files.slice(0, 5);
  // The person's content preference (session `user.content.nsfw`): `show` never blurs.
  const hidden = nsfw && !revealed && !showsNsfw(session);

  const open = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    opener.current = event.currentTarget;
    setViewing(index);
  };
  const close = () => {
    setViewing(null);
    const target = opener.current;
    requestAnimationFrame(() => target?.focus());
  };

  return (
    <div className={styles.media}>
      {shown.length > 0 ? (
        <div className={styles.frame}>
          <div
            className={`${styles.files} ${hidden ? styles.blurred : ''}`}
            data-count={shown.length}
            style={
              shown.length === 1
                ? ({ aspectRatio: singleRatio(shown[0] as MediaFile) } as CSSProperties)
                : undefined
            }
            inert={hidden}
            aria-hidden={hidden || undefined}
          >
            {shown.map((item, index) => (
              <MediaCell
                key={item.file.uuid}
                item={item}
                alt={item.alt || t('media.image_alt', { index: index + 1, total: shown.length })}
                onOpen={open(index)}
              />
            ))}
          </div>
          {ai ? (
            <span className={styles.aiMark} role="img" aria-label={t('entry.ai_title')}>
              {t('entry.ai')}
            </span>
          ) : null}
          {hidden ? (
            <div className={styles.veil}>
              <span className={styles.veilBadge}>{t('entry.nsfw')}</span>
              <span className={styles.veilText}>{t('entry.nsfw_title')}</span>
              <button type="button" className={styles.veilButton} onClick={() => setRevealed(true)}>
                {t('media.show')}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {link ? <LinkCard link={link} /> : null}
      {viewing !== null ? (
        <Suspense fallback={null}>
          <MediaViewer files={shown} index={viewing} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** One image (a link to the original that opens the viewer) or one video. */
function MediaCell({
  item,
  alt,
  onOpen,
}: {
  item: MediaFile;
  alt: string;
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const uuid = item.file.uuid;
  const [loaded, setLoaded] = useState(false);
  const placeholder = usePlaceholder(loaded ? null : item.thumbhash);
  if (isVideo(item)) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: people's videos come without captions
      <video
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
      href={mediaUrl(uuid, 'original')}
      className={styles.cell}
      onClick={onOpen}
      style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}
    >
      <img
        ref={(img) => {
          if (img?.complete && img.naturalWidth > 0) setLoaded(true);
        }}
        className={styles.file}
        src={mediaUrl(uuid, 'w640')}
        width={item.width || undefined}
        height={item.height || undefined}
        alt={alt}
        loading="lazy"
        decoding="async"
        // The placeholder stays until the image is decoded and can be painted.
        onLoad={(event) => {
          event.currentTarget
            .decode()
            .catch(() => {})
            .then(() => setLoaded(true));
        }}
      />
    </a>
  );
}

/** A link-card icon Potok serves itself: `/media/{uuid}`. */
const OWN_ICON = /^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The link card. The icon is the copy Potok keeps (`/media/{uuid}`,
 * docs/decisions/link-card-media.md): an icon on any other address is never loaded, so a
 * page's owner never sees who reads the card; one that fails to load is left out.
 */
function LinkCard({ link }: { link: NonNullable<Content['link']> }) {
  const [failedIcon, setFailedIcon] = useState('');
  const showIcon = OWN_ICON.test(link.icon) && link.icon !== failedIcon;
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

export { EntryMedia, mediaUrl };
