/**
 * The attachments of a form (spec §5 "Attachment upload", "Attachments form"; §9 "Upload
 * failure shows the status as an alert and marks the file as errored. Cancelled uploads are
 * silent."), shared by the compose modal (up to 5 files: gif, jpeg, png, webp, mp4) and the
 * comment form (one image: gif, jpeg, png). Each file added uploads at once with its own
 * progress; cancelling while it uploads aborts it and removes it without a word; a finished one
 * is removed from the form (the server removes an upload attached to nothing a day later).
 * Files of a type not allowed are ignored, files over the server's size caps (MEDIA_LIMITS) are
 * refused before any byte is sent, files beyond the free slots are dropped, and a file with the
 * name, size and type of one already attached is skipped — each with an alert saying so. An image carries alt text, sent to the server before the form is sent
 * ({@link AttachmentsApi.saveAlts}).
 */
import { MEDIA_LIMITS, type UploadedFile } from '@potok/common';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../api/client.ts';
import { saveFileAlt } from '../../api/queries/files.ts';
import { uploadFile } from '../../api/uploads.ts';
import { useAlerts } from '../../app/layers/alerts.tsx';

/** Where an attachment is: uploading, uploaded (`done`) or failed (`error`). */
export type AttachmentState = 'uploading' | 'done' | 'error';

/** One attachment of a form. */
export interface Attachment {
  /** Stable key of the attachment in the form. */
  key: string;
  /** File name, size in bytes and MIME type as the person's file had them (for the duplicate check). */
  name: string;
  size: number;
  type: string;
  state: AttachmentState;
  /** Share uploaded, 0 … 1. */
  progress: number;
  /** What the preview shows: the local file (an object URL) or the server's 100×100 variant. */
  preview: string;
  /** The server's descriptor once uploaded. */
  uploaded: UploadedFile | null;
  /** The alt text as typed (saved to the server by `saveAlts`). */
  alt: string;
}

/** Options of {@link useAttachments}. */
export interface AttachmentsOptions {
  /** Most files (spec §9: 5; the comment form 1). */
  max: number;
  /** MIME types allowed. */
  types: readonly string[];
  /** Files already uploaded (a restored draft, the entry being edited). */
  initial?: readonly UploadedFile[];
  /** True when `initial`'s alt texts are the server's (an entry), false for a draft's. */
  initialAltSaved?: boolean;
  /** Called after each upload succeeds. */
  onUploaded?: (file: UploadedFile) => void;
}

/** What {@link useAttachments} gives. */
export interface AttachmentsApi {
  items: Attachment[];
  /** True while any file uploads (the form cannot be sent). */
  busy: boolean;
  /** The uploaded files in order, their alt text as typed. */
  files: UploadedFile[];
  /** Adds files picked, pasted or dropped: checks them, then uploads the accepted ones. */
  add(files: readonly File[]): void;
  /** Adds (or, when attached, removes) a file uploaded before (the GIF tab). */
  toggleUploaded(file: UploadedFile): void;
  /** Removes one: cancels its upload silently, or removes it from the form. */
  remove(key: string): void;
  /** Changes the alt text of one. */
  setAlt(key: string, alt: string): void;
  /** Replaces every attachment with files uploaded before (restoring a draft), or none. */
  replace(files: readonly UploadedFile[]): void;
  /**
   * Stores the alt text typed for each uploaded image that differs from the server's
   * (`POST file/{uuid}`). @throws ApiError of the first that failed
   */
  saveAlts(): Promise<void>;
}

/** The MIME type of a picked file as the lists name it (`image/jpg` is `image/jpeg`). */
export function typeOf(file: File): string {
  const type = file.type.toLowerCase();
  return type === 'image/jpg' || type === 'image/pjpeg' ? 'image/jpeg' : type;
}

/** True for an image type (a video has no 100×100 variant and no alt text). */
export function isImage(type: string): boolean {
  return type.startsWith('image/');
}

/** The files a paste carries (images copied from a page or a file manager). */
export function pastedFiles(data: DataTransfer | null): File[] {
  if (!data) return [];
  if (data.files.length > 0) return Array.from(data.files);
  return Array.from(data.items)
    .filter((item) => item.kind === 'file')
    .map((item) => item.getAsFile())
    .filter((file): file is File => file !== null);
}

/** True when a drag carries files (not text or a link). */
export function dragHasFiles(data: DataTransfer | null): boolean {
  return Boolean(data && Array.from(data.types).includes('Files'));
}

/** The preview address of an uploaded file: an image's 100×100 variant, a video's original. */
export function uploadedPreview(file: UploadedFile): string {
  const uuid = encodeURIComponent(file.uuid);
  return isImage(file.type) ? `/media/${uuid}/s100` : `/media/${uuid}`;
}

/**
 * An attachment of a file uploaded before. `altSaved`: the file's alt is the server's (the entry
 * being edited, a GIF of the GIF tab); a draft's alt may never have been sent, so `saveAlts`
 * sends it.
 */
function fromUploaded(file: UploadedFile, altSaved: boolean): Attachment {
  return {
    key: `u-${file.uuid}`,
    name: file.name,
    size: file.size,
    type: file.type,
    state: 'done',
    progress: 1,
    preview: uploadedPreview(file),
    uploaded: altSaved ? file : { ...file, alt: null },
    alt: file.alt ?? '',
  };
}

let counter = 0;

/** Attachments of a form: see the module comment. */
export function useAttachments({
  max,
  types,
  initial,
  initialAltSaved = false,
  onUploaded,
}: AttachmentsOptions): AttachmentsApi {
  const { t } = useTranslation('compose');
  const alerts = useAlerts();
  const [items, setItems] = useState<Attachment[]>(() =>
    (initial ?? []).map((file) => fromUploaded(file, initialAltSaved)),
  );
  // The list as last set, read by `add` to check a batch against what is already attached.
  const current = useRef(items);
  const controllers = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Map<string, string>());
  const uploadedRef = useRef(onUploaded);
  uploadedRef.current = onUploaded;

  const change = useCallback((next: (list: Attachment[]) => Attachment[]) => {
    current.current = next(current.current);
    setItems(current.current);
  }, []);

  const update = useCallback(
    (key: string, patch: Partial<Attachment>) =>
      change((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item))),
    [change],
  );

  const forget = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    const url = objectUrls.current.get(key);
    if (url) URL.revokeObjectURL(url);
    objectUrls.current.delete(key);
  }, []);

  // Leaving the form cancels what still uploads and frees the local previews.
  useEffect(() => {
    const running = controllers.current;
    const urls = objectUrls.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const upload = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      let shown = 0;
      uploadFile(file, {
        signal: controller.signal,
        onProgress: (fraction) => {
          // One render per visible step is enough for a bar.
          if (fraction - shown >= 0.02 || fraction === 1) {
            shown = fraction;
            update(key, { progress: fraction });
          }
        },
      })
        .then((uploaded) => {
          controllers.current.delete(key);
          update(key, { state: 'done', progress: 1, uploaded });
          uploadedRef.current?.(uploaded);
        })
        .catch((error: unknown) => {
          controllers.current.delete(key);
          const status = errorStatus(error);
          if (status === 'err_canceled') return;
          update(key, { state: 'error' });
          alerts.show({ status, tone: 'danger' });
        });
    },
    [alerts, update],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      let wrongType = 0;
      let tooLarge = 0;
      let duplicate = 0;
      let excess = 0;
      const accepted: { item: Attachment; file: File }[] = [];
      const attached = () => [...current.current, ...accepted.map((a) => a.item)];
      for (const file of files) {
        const type = typeOf(file);
        if (!types.includes(type)) {
          wrongType += 1;
          continue;
        }
        // The server's caps, known here: no need to send 60 MB to hear "too large".
        if (file.size > (isImage(type) ? MEDIA_LIMITS.imageBytes : MEDIA_LIMITS.videoBytes)) {
          tooLarge += 1;
          continue;
        }
        if (
          attached().some(
            (item) => item.name === file.name && item.size === file.size && item.type === type,
          )
        ) {
          duplicate += 1;
          continue;
        }
        // A failed one keeps no slot: it waits only to be removed.
        if (attached().filter((item) => item.state !== 'error').length >= max) {
          excess += 1;
          continue;
        }
        counter += 1;
        const key = `f-${counter}`;
        const preview = URL.createObjectURL(file);
        objectUrls.current.set(key, preview);
        accepted.push({
          file,
          item: {
            key,
            name: file.name,
            size: file.size,
            type,
            state: 'uploading',
            progress: 0,
            preview,
            uploaded: null,
            alt: '',
          },
        });
      }
      if (accepted.length > 0) change((list) => [...list, ...accepted.map((a) => a.item)]);
      for (const { item, file } of accepted) upload(item.key, file);
      if (wrongType > 0) {
        alerts.show({
          status: 'unsupported_type',
          tone: 'danger',
          text: t('alerts.wrongType', { count: wrongType, types: typeNames(types) }),
        });
      }
      if (tooLarge > 0) alerts.show({ status: 'too_large', tone: 'danger' });
      if (excess > 0) {
        alerts.show({
          status: 'too_many_files',
          tone: 'danger',
          text: t('alerts.tooMany', { count: excess, max }),
        });
      }
      if (duplicate > 0) {
        alerts.show({
          status: 'duplicate_file',
          tone: 'danger',
          text: t('alerts.duplicate', { count: duplicate }),
        });
      }
    },
    [alerts, change, max, t, types, upload],
  );

  const remove = useCallback(
    (key: string) => {
      forget(key);
      change((list) => list.filter((item) => item.key !== key));
    },
    [change, forget],
  );

  const toggleUploaded = useCallback(
    (file: UploadedFile) => {
      const found = current.current.find((item) => item.uploaded?.uuid === file.uuid);
      if (found) {
        remove(found.key);
        return;
      }
      if (current.current.length >= max) {
        alerts.show({
          status: 'too_many_files',
          tone: 'danger',
          text: t('alerts.tooMany', { count: 1, max }),
        });
        return;
      }
      change((list) => [...list, fromUploaded(file, true)]);
    },
    [alerts, change, max, remove, t],
  );

  const setAlt = useCallback((key: string, alt: string) => update(key, { alt }), [update]);

  const replace = useCallback(
    (files: readonly UploadedFile[]) => {
      for (const item of current.current) forget(item.key);
      change(() => files.map((file) => fromUploaded(file, false)));
    },
    [change, forget],
  );

  const saveAlts = useCallback(async () => {
    for (const item of current.current) {
      const uploaded = item.uploaded;
      if (item.state !== 'done' || !uploaded || !isImage(item.type)) continue;
      const alt = item.alt.trim();
      if (alt === (uploaded.alt ?? '')) continue;
      const saved = await saveFileAlt(uploaded.uuid, alt === '' ? null : alt);
      update(item.key, { uploaded: { ...uploaded, alt: saved.alt } });
    }
  }, [update]);

  const busy = items.some((item) => item.state === 'uploading');
  const files = useMemo(
    () =>
      items.flatMap((item) =>
        item.state === 'done' && item.uploaded
          ? [{ ...item.uploaded, alt: item.alt.trim() === '' ? null : item.alt.trim() }]
          : [],
      ),
    [items],
  );

  return { items, busy, files, add, toggleUploaded, remove, setAlt, replace, saveAlts };
}

/** `GIF, JPEG, PNG` for the alert that names the types allowed. */
function typeNames(types: readonly string[]): string {
  return types.map((type) => type.split('/')[1]?.toUpperCase() ?? type).join(', ');
}
