/**
 * Account settings (spec §2 "Settings", §3 "Settings profile", "Notification settings",
 * "Permissions", §7 "Settings"; beyond the spec: the content preference and the data export,
 * docs/decisions/account-settings.md). Loaded with the settings screens only.
 *
 * | hook / function | call |
 * | --- | --- |
 * | {@link useSettingsProfileQuery} | `GET settings/profile` → name, bio, sex, tint |
 * | {@link useTintsQuery} | `GET settings/tint` → `{ items: [{ code, type }] }` |
 * | {@link useSaveProfileMutation} | `POST settings/profile` (name, bio, sex), then `POST settings/tint` (code) |
 * | {@link useNotificationSettingsQuery} / {@link useSaveNotificationSettingsMutation} | `GET` / `POST settings/notifications` |
 * | {@link usePermissionsQuery} | `GET settings/permissions` → map of booleans |
 * | {@link useSaveContentMutation} | `POST settings/content` `{ nsfw }`; the session's `user.content` follows |
 * | {@link downloadDataExport} | `POST settings/gdpr` `{ password }` → a zip archive (Blob) |
 * | {@link useDeleteAccountMutation} | `POST settings/delete-account` `{ password, apply: true }`; the app becomes a guest |
 *
 * Every failure is an `ApiError` (client.ts) whose `status` the screens show as an alert.
 */
import type {
  ContentSettings,
  NotificationSettings,
  NsfwMode,
  PermissionsMap,
  Session,
  SettingsProfile,
  TintList,
} from '@potok/common';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, createApiClient, unwrap } from '../client.ts';
import { entryKeys, userKeys } from './cache.ts';
import { GUEST_SESSION, sessionKeys, setSession } from './session.ts';

/** Query keys of the settings. */
export const settingsKeys = {
  all: ['settings'] as const,
  profile: () => ['settings', 'profile'] as const,
  tints: () => ['settings', 'tint'] as const,
  notifications: () => ['settings', 'notifications'] as const,
  permissions: () => ['settings', 'permissions'] as const,
};

/** `GET settings/profile`: name, bio, sex and tint of the signed-in person. */
export function useSettingsProfileQuery() {
  return useQuery({
    queryKey: settingsKeys.profile(),
    queryFn: ({ signal }): Promise<SettingsProfile> =>
      unwrap(api.GET('/v1/settings/profile', { signal })),
    staleTime: 0,
  });
}

/** `GET settings/tint`: the tint catalogue, in the picker's order (it never changes at run time). */
export function useTintsQuery() {
  return useQuery({
    queryKey: settingsKeys.tints(),
    queryFn: ({ signal }): Promise<TintList> => unwrap(api.GET('/v1/settings/tint', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** What the profile form saves: the four fields; `tint` is a code or `''` for none. */
export interface ProfileDraft {
  name: string;
  bio: string;
  sex: SettingsProfile['sex'];
  tint: string;
}

/**
 * `POST settings/profile` with name, bio and sex, then `POST settings/tint` with the code when
 * it changed. Afterwards the person's card and the session (its name) are refetched. Rejects
 * with the first failure's `ApiError` (`name_empty`, `bio_too_long`, `tint_not_valid` …).
 */
export function useSaveProfileMutation(username: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({
      draft,
      tintChanged,
    }: {
      draft: ProfileDraft;
      tintChanged: boolean;
    }): Promise<SettingsProfile> => {
      let saved = (
        await unwrap(
          api.POST('/v1/settings/profile', {
            body: { name: draft.name.trim(), bio: draft.bio.trim(), sex: draft.sex },
          }),
        )
      ).payload;
      if (tintChanged) {
        saved = (await unwrap(api.POST('/v1/settings/tint', { body: { code: draft.tint } })))
          .payload;
      }
      return saved;
    },
    onSuccess: (saved) => {
      qc.setQueryData(settingsKeys.profile(), saved);
      if (username) void qc.invalidateQueries({ queryKey: userKeys.card(username) });
      void qc.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

/** The notification switches as the server answers them (the six, and any it adds). */
export type NotificationSwitches = NotificationSettings & Record<string, boolean>;

/** `GET settings/notifications`. */
export function useNotificationSettingsQuery() {
  return useQuery({
    queryKey: settingsKeys.notifications(),
    queryFn: async ({ signal }): Promise<NotificationSwitches> =>
      (await unwrap(api.GET('/v1/settings/notifications', { signal }))) as NotificationSwitches,
    staleTime: 0,
  });
}

/**
 * `POST settings/notifications` with one switch; the cache shows it at once and goes back when
 * the call fails. A read still in flight is cancelled first (its older answer would flip the
 * switch back), and while another switch is being saved the server's answer waits for the last
 * one (TanStack Query's optimistic-update pattern), so quick flips of several switches all stay.
 */
export function useSaveNotificationSettingsMutation() {
  const qc = useQueryClient();
  const key = settingsKeys.notifications();
  return useMutation({
    mutationKey: key,
    mutationFn: async (change: Record<string, boolean>): Promise<NotificationSwitches> =>
      (
        await unwrap(
          api.POST('/v1/settings/notifications', {
            body: change as Partial<NotificationSettings>,
          }),
        )
      ).payload as NotificationSwitches,
    onMutate: async (change) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<NotificationSwitches>(key);
      if (before) qc.setQueryData(key, { ...before, ...change });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) qc.setQueryData(key, context.before);
    },
    onSuccess: (saved) => {
      if (qc.isMutating({ mutationKey: key }) === 1) qc.setQueryData(key, saved);
    },
  });
}

/** `GET settings/permissions`: each permission with whether the person has it. */
export function usePermissionsQuery() {
  return useQuery({
    queryKey: settingsKeys.permissions(),
    queryFn: ({ signal }): Promise<PermissionsMap> =>
      unwrap(api.GET('/v1/settings/permissions', { signal })),
    staleTime: 0,
  });
}

/** The session with `user.content` replaced (no change for a guest). */
function withContent(session: Session | undefined, content: ContentSettings): Session | undefined {
  if (!session?.user) return session;
  return { ...session, user: { ...session.user, content } };
}

/**
 * `POST settings/content` `{ nsfw }`: the session's `user.content` shows the choice at once
 * (images blur or show everywhere) and goes back when the call fails; entry lists are refetched,
 * since `hide` leaves NSFW entries out of them.
 */
export function useSaveContentMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (nsfw: NsfwMode): Promise<ContentSettings> =>
      (await unwrap(api.POST('/v1/settings/content', { body: { nsfw } }))).payload,
    onMutate: (nsfw) => {
      const before = qc.getQueryData<Session>(sessionKeys.current());
      const next = withContent(before, { nsfw });
      if (next) setSession(qc, next);
      return { before };
    },
    onError: (_error, _nsfw, context) => {
      if (context?.before) setSession(qc, context.before);
    },
    onSuccess: (content) => {
      const next = withContent(qc.getQueryData<Session>(sessionKeys.current()), content);
      if (next) setSession(qc, next);
      void qc.invalidateQueries({ queryKey: entryKeys.lists });
    },
  });
}

/** The NSFW mode of the signed-in person (`blur` for guests and older stored sessions). */
export function nsfwModeOf(session: Session | undefined): NsfwMode {
  return session?.user?.content?.nsfw ?? 'blur';
}

/** A downloaded data export: the archive and the file name the server gave it. */
export interface DataExport {
  blob: Blob;
  fileName: string;
}

/** Calls of the export: the archive of a large account may take minutes to stream. */
const exportClient = createApiClient({ timeoutMs: 15 * 60_000 });

/** The `filename` of a `Content-Disposition` header, or null. */
function fileNameOf(disposition: string | null): string | null {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? null;
}

/**
 * `POST settings/gdpr` `{ password }`: the zip archive of all the person's data, read as a
 * Blob. Rejects with an `ApiError` (`password_empty`, `password_invalid`, `too_many_requests`,
 * `network_error` …); `signal` cancels it.
 */
export async function downloadDataExport(
  password: string,
  signal?: AbortSignal,
): Promise<DataExport> {
  const { data, response } = await exportClient.POST('/v1/settings/gdpr', {
    body: { password },
    parseAs: 'blob',
    signal,
  });
  if (!(data instanceof Blob)) throw new ApiError(response.status, 'internal_error', 'No archive');
  return {
    blob: data,
    fileName: fileNameOf(response.headers.get('content-disposition')) ?? 'potok-export.zip',
  };
}

/** Cancels and drops every cached answer but the session: they belonged to the erased account. */
async function dropPrivateQueries(qc: QueryClient): Promise<void> {
  const predicate = (query: { queryKey: readonly unknown[] }) =>
    query.queryKey[0] !== sessionKeys.all[0];
  await qc.cancelQueries({ predicate });
  qc.removeQueries({ predicate });
}

/**
 * `POST settings/delete-account` `{ password, apply: true }` (`account_deleted`). On success the
 * app is a guest and every cached private answer is gone.
 */
export function useDeleteAccountMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      unwrap(api.POST('/v1/settings/delete-account', { body: { password, apply: true } })),
    onSuccess: async () => {
      setSession(qc, GUEST_SESSION);
      await dropPrivateQueries(qc);
    },
  });
}
