/**
 * The image viewer overlay (spec §2 "Image viewer overlay"): one image or the gallery of an entry
 * or comment on yet-another-react-lightbox (DESIGN.md §3) with its Zoom, Video and Captions
 * plugins. Arrow keys move through the gallery, Escape closes, `+` / `-` zoom and the space bar
 * toggles zoom; the alt text shows as the caption; mp4 plays as a video with controls. Its hints
 * and labels speak the interface language (the spec has them in Russian only: docs/decisions/entry-media-and-suggestions.md
 * "Image viewer in four languages"). Loaded on the first click on an image, with the `media`
 * texts.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox, { type Slide, type ZoomRef } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Video from 'yet-another-react-lightbox/plugins/video';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import styles from './MediaViewer.module.css';
import { isVideo, type MediaFile, mediaUrl } from './urls.ts';

/** Props of `MediaViewer`. */
export interface MediaViewerProps {
  /** The files of the entry or comment, in their order. */
  files: readonly MediaFile[];
  /** Index in `files` shown first. */
  index: number;
  /** Called when the viewer is closed (Escape, the close button, a click on the backdrop). */
  onClose: () => void;
}

/** The viewer, open on `files[index]`. */
export default function MediaViewer({ files, index, onClose }: MediaViewerProps) {
  const { t } = useTranslation('media');
  const zoom = useRef<ZoomRef>(null);

  const slides: Slide[] = files.map((item): Slide => {
    const description = item.alt || undefined;
    if (isVideo(item)) {
      return {
        type: 'video',
        width: item.width || undefined,
        height: item.height || undefined,
        controls: true,
        preload: 'metadata',
        sources: [{ src: mediaUrl(item.file.uuid, 'original'), type: 'video/mp4' }],
        description,
      };
    }
    return {
      src: mediaUrl(item.file.uuid, 'original'),
      width: item.width || undefined,
      height: item.height || undefined,
      alt: item.alt || t('viewer.image', { index: files.indexOf(item) + 1, total: files.length }),
      description,
    };
  });

  // Space toggles zoom (spec §2); on a video it stays the player's.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('video, button, input, textarea')) return;
      const ref = zoom.current;
      if (!ref || ref.disabled) return;
      event.preventDefault();
      event.stopPropagation();
      if (ref.zoom > ref.minZoom) ref.changeZoom(ref.minZoom);
      else ref.zoomIn();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Zoom, Video, Captions]}
      zoom={{ ref: zoom, scrollToZoom: true }}
      captions={{ descriptionTextAlign: 'center', descriptionMaxLines: 4 }}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
      render={slides.length === 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      toolbar={{
        buttons: [
          <span key="hint" className={styles.hint}>
            {t('viewer.hint')}
          </span>,
          'zoom',
          'close',
        ],
      }}
      labels={{
        Previous: t('viewer.previous'),
        Next: t('viewer.next'),
        Close: t('viewer.close'),
        Slide: t('viewer.slide'),
        Carousel: t('viewer.carousel'),
        Lightbox: t('viewer.label'),
        'Photo gallery': t('viewer.gallery'),
        '{index} of {total}': t('viewer.position'),
        'Zoom in': t('viewer.zoom_in'),
        'Zoom out': t('viewer.zoom_out'),
      }}
    />
  );
}
