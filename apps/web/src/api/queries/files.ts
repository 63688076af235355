/**
 * My uploaded files (beyond spec §7; docs/decisions/attaching-in-web.md "GIF tab lists own GIFs"): the compose
 * modal's GIF tab lists the GIFs the person uploaded before with `GET my/files?type=image/gif`,
 * newest first, paged by offset; and `POST file/{uuid}` changes a file's alt text.
 */
import type { MediaType, Page, UploadedFile } from '@potok/common';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, unwrap } from '../client.ts';
import { nextOffset, uniqueItems } from '../paging.ts';

/** Query keys of my files. */
export const fileKeys = {
  all: ['my-files'] as const,
  mine: (type: MediaType) => ['my-files', type] as const,
};

/** `GET my/files?type=&offset=` as an infinite list (asked only while `enabled`). */
export function useMyFilesQuery(type: MediaType, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: fileKeys.mine(type),
    queryFn: ({ pageParam, signal }): Promise<Page<UploadedFile>> =>
      unwrap(api.GET('/v1/my/files', { params: { query: { type, offset: pageParam } }, signal })),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled,
  });
  return { ...query, files: uniqueItems(query.data?.pages ?? [], (file) => file.uuid) };
}

/** Marks my cached file lists stale (after an upload), so they load fresh when shown. */
export function useInvalidateMyFiles(): () => void {
  const qc = useQueryClient();
  return useCallback(() => void qc.invalidateQueries({ queryKey: fileKeys.all }), [qc]);
}

/**
 * `POST file/{uuid}` `{ alt }`: sets (or clears, with null or '') the alt text of one of my files.
 * @throws ApiError `file_alt_too_long`, `not_owned`, `file_not_found` …
 */
export function saveFileAlt(uuid: string, alt: string | null): Promise<UploadedFile> {
  return unwrap(
    api.POST('/v1/file/{uuid}', { params: { path: { uuid } }, body: { alt: alt || null } }),
  ).then((result) => result.payload);
}
