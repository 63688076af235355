/**
 * «Прикрепить»: a button that opens the system's file picker (a hidden file input), and
 * {@link useFileDrop}, the drag-and-drop of files onto an area. Light on purpose: the comment
 * form shows both before any upload code is loaded.
 */
import { type DragEvent, useEffect, useRef, useState } from 'react';
import Icon from '../Icon.tsx';
import styles from './AttachButton.module.css';

/** Props of {@link AttachButton}. */
export interface AttachButtonProps {
  /** The button's visible text (or its accessible name when `iconOnly`). */
  label: string;
  /** MIME types the picker offers (`accept`). */
  accept: readonly string[];
  /** More than one file may be picked. */
  multiple?: boolean;
  disabled?: boolean;
  /** Shows only the image icon, `label` as its name. */
  iconOnly?: boolean;
  /** The files picked. */
  onFiles(files: File[]): void;
}

/** A button that picks files. */
export default function AttachButton({
  label,
  accept,
  multiple = false,
  disabled,
  iconOnly,
  onFiles,
}: AttachButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className={iconOnly ? `${styles.button} ${styles.iconOnly}` : styles.button}
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-label={iconOnly ? label : undefined}
        title={iconOnly ? label : undefined}
      >
        <Icon name="image" size={20} />
        {iconOnly ? null : <span>{label}</span>}
      </button>
      <input
        ref={input}
        type="file"
        className={styles.input}
        accept={accept.join(',')}
        multiple={multiple}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // The same file may be picked again after it was removed.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}

/** The handlers of a drop area and whether files are being dragged over it. */
export interface FileDrop {
  dragging: boolean;
  handlers: {
    onDragEnter(event: DragEvent): void;
    onDragOver(event: DragEvent): void;
    onDragLeave(event: DragEvent): void;
    onDrop(event: DragEvent): void;
  };
}

/** True when a drag carries files (not text or a link). */
function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * Makes an element a drop area for files: `onFiles` receives the dropped files; `dragging` is
 * true while files are over it (for a visible hint). Text and links dragged over are left to
 * the browser.
 */
export function useFileDrop(onFiles: (files: File[]) => void, enabled = true): FileDrop {
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  return {
    dragging,
    handlers: {
      onDragEnter(event) {
        if (!enabled || !hasFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setDragging(true);
      },
      onDragOver(event) {
        if (!enabled || !hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      },
      onDragLeave(event) {
        if (!enabled || !hasFiles(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      },
      onDrop(event) {
        if (!enabled || !hasFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setDragging(false);
        const files = Array.from(event.dataTransfer.files);
        if (files.length > 0) onFiles(files);
      },
    },
  };
}

/**
 * While mounted, files dropped anywhere on the page go to `onFiles` instead of the browser
 * opening them in place of the app (which would leave the form). For a modal: whatever it
 * covers, a drop means "attach these".
 */
export function usePageFileDrop(onFiles: (files: File[]) => void): void {
  const latest = useRef(onFiles);
  latest.current = onFiles;
  useEffect(() => {
    const carriesFiles = (event: globalThis.DragEvent) =>
      Array.from(event.dataTransfer?.types ?? []).includes('Files');
    const over = (event: globalThis.DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    const drop = (event: globalThis.DragEvent) => {
      if (!carriesFiles(event) || event.defaultPrevented) return;
      event.preventDefault();
      const files = Array.from(event.dataTransfer?.files ?? []);
      if (files.length > 0) latest.current(files);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, []);
}
