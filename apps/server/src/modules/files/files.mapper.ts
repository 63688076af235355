/**
 * Files on the wire (spec §3 "Uploaded file"; DESIGN.md §5 "entry JSON"): the only place that
 * shapes an `UploadedFile` or an attached `EntryFile`.
 */
import type { EntryFile, UploadedFile } from '@potok/common';
import type { AttachedFileRow, FileRow } from './files.repository.ts';

/** Row → the file descriptor `POST upload` answers. */
export function toUploadedFile(row: FileRow): UploadedFile {
  return {
    uuid: row.uuid,
    name: row.name,
    size: row.size,
    type: row.type,
    width: row.width,
    height: row.height,
    alt: row.alt,
    thumbhash: row.thumbhash,
  };
}

/** An attached file (as the entry and comment queries select it) → `EntryFile`. */
export function toEntryFile(row: AttachedFileRow): EntryFile {
  return {
    file: { uuid: row.uuid },
    type: row.type,
    width: row.width,
    height: row.height,
    alt: row.alt,
    thumbhash: row.thumbhash,
  };
}
