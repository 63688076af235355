/**
 * The image of a comment (spec §5 "Comment form": "One image per comment. Allowed image types:
 * gif, jpeg, jpg, png. Pasted images are attached."): loaded by the comment form the first time
 * a file is picked, pasted or dropped, so the upload code stays out of the entry page until
 * then. Uploads what the form hands over (`incoming`), shows its preview with progress, cancel
 * and remove, and tells the form the uploaded file and whether an upload runs.
 */
import { COMMENT_MEDIA_TYPES } from '@potok/common';
import { useEffect, useRef } from 'react';
import AttachmentList from './AttachmentList.tsx';
import { useAttachments } from './useAttachments.ts';

/** Files the form received, numbered so the same batch is added once. */
export interface IncomingFiles {
  files: readonly File[];
  seq: number;
}

/** What the form learns: the uuids to send and whether an upload runs. */
export interface CommentAttachmentState {
  uuids: string[];
  busy: boolean;
}

/** Props of {@link CommentAttachment}. */
export interface CommentAttachmentProps {
  incoming: IncomingFiles | null;
  /** Changes after the comment was sent: the form starts empty. */
  clearSeq: number;
  onChange(state: CommentAttachmentState): void;
}

/** Spec §9 "Max attachments … (comment form: 1)". */
const MAX_COMMENT_FILES = 1;

/** The comment form's attachment. */
export default function CommentAttachment({
  incoming,
  clearSeq,
  onChange,
}: CommentAttachmentProps) {
  const attachments = useAttachments({ max: MAX_COMMENT_FILES, types: COMMENT_MEDIA_TYPES });
  const { add, replace, busy, files } = attachments;
  const added = useRef(0);
  const cleared = useRef(clearSeq);

  useEffect(() => {
    if (!incoming || incoming.seq === added.current) return;
    added.current = incoming.seq;
    add(incoming.files);
  }, [add, incoming]);

  useEffect(() => {
    if (cleared.current === clearSeq) return;
    cleared.current = clearSeq;
    replace([]);
  }, [clearSeq, replace]);

  const uuids = files.map((file) => file.uuid).join(' ');
  useEffect(() => {
    onChange({ uuids: uuids === '' ? [] : uuids.split(' '), busy });
  }, [busy, onChange, uuids]);

  return <AttachmentList items={attachments.items} onRemove={attachments.remove} />;
}
