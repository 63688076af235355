/**
 * Recovery and security calls (spec §4 "Password recovery", §7 "Auth", "Settings"; DESIGN.md §5):
 * the three recovery steps, the password change, the login records with ending other sessions,
 * and the account's e-mail (verify, change: beyond spec §2's placeholder, each by a mailed code). Inputs are trimmed as spec §5 "Trimming" asks.
 */
import type {
  AccountEmail,
  AuthPayload,
  LoginRecord,
  Page,
  SessionsEndedPayload,
  WriteResult,
  WriteResultWith,
} from '@potok/common';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../client.ts';
import { nextOffset } from '../paging.ts';
import { afterSignIn } from './auth.ts';
import { refreshSession } from './session.ts';

/** Query keys of the security settings. */
export const accountKeys = {
  logins: () => ['settings', 'logins'] as const,
  email: () => ['settings', 'email'] as const,
};

/** `POST auth/forgot`: e-mail and the solved human check → `challenge_code_sended` and a token. */
export function useForgotMutation() {
  return useMutation({
    mutationFn: (body: {
      email: string;
      'h-captcha-response': string;
    }): Promise<WriteResultWith<{ token: string }>> =>
      unwrap(
        api.POST('/v1/auth/forgot', {
          body: { email: body.email.trim(), 'h-captcha-response': body['h-captcha-response'] },
        }),
      ),
  });
}

/** `POST auth/forgot-code`: the token and the six digits → `challenge_code_confirmed`. */
export function useForgotCodeMutation() {
  return useMutation({
    mutationFn: (body: { token: string; code: string }): Promise<WriteResult> =>
      unwrap(api.POST('/v1/auth/forgot-code', { body })),
  });
}

/**
 * `POST auth/forgot-change`: the confirmed token and a new password → `password_changed` and a
 * new session (every other session of the person ends); the app is then signed in.
 */
export function useForgotChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      token: string;
      password: string;
    }): Promise<WriteResultWith<AuthPayload>> =>
      unwrap(
        api.POST('/v1/auth/forgot-change', {
          body: { token: body.token, password: body.password.trim() },
        }),
      ),
    onSuccess: (result) => afterSignIn(queryClient, result.payload.session),
  });
}

/**
 * `POST settings/password`: current and new password and the confirmation (`apply`) →
 * `password_changed`; every other session of the person is signed out, this one stays.
 */
export function usePasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { current: string; next: string }): Promise<WriteResult> =>
      unwrap(
        api.POST('/v1/settings/password', {
          body: {
            current_password: body.current.trim(),
            new_password: body.next.trim(),
            apply: true,
          },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.logins() }),
  });
}

/** `GET settings/logins?offset=`: the person's sign-ins, newest first (spec §4 "Paged lists"). */
export function useLoginsQuery() {
  return useInfiniteQuery({
    queryKey: accountKeys.logins(),
    queryFn: ({ pageParam, signal }): Promise<Page<LoginRecord>> =>
      unwrap(api.GET('/v1/settings/logins', { params: { query: { offset: pageParam } }, signal })),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    staleTime: 0,
  });
}

/** `DELETE settings/logins/{login_id}`: ends one other session → `session_ended`. */
export function useEndLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (loginId: number): Promise<WriteResult> =>
      unwrap(
        api.DELETE('/v1/settings/logins/{login_id}', {
          params: { path: { login_id: loginId } },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.logins() }),
  });
}

/** `DELETE settings/logins`: ends every other session → `sessions_ended` with how many. */
export function useEndOtherLoginsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<WriteResultWith<SessionsEndedPayload>> =>
      unwrap(api.DELETE('/v1/settings/logins')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.logins() }),
  });
}

/** `GET settings/email`: the account's address, whether it is verified, a change awaiting its code. */
export function useAccountEmailQuery(enabled = true) {
  return useQuery({
    queryKey: accountKeys.email(),
    queryFn: ({ signal }): Promise<AccountEmail> =>
      unwrap(api.GET('/v1/settings/email', { signal })),
    enabled,
    staleTime: 0,
  });
}

/** After a confirmed code: the new address state now, and the session (it carries the address). */
function useEmailConfirmed() {
  const queryClient = useQueryClient();
  return async (result: WriteResultWith<AccountEmail>) => {
    queryClient.setQueryData(accountKeys.email(), result.payload);
    await refreshSession(queryClient).catch(() => undefined);
  };
}

/** `POST settings/email/verify`: mails a code to the current address → `challenge_code_sended`. */
export function useEmailVerifyMutation() {
  return useMutation({
    mutationFn: (): Promise<WriteResult> => unwrap(api.POST('/v1/settings/email/verify', {})),
  });
}

/** `POST settings/email/verify-code`: the mailed code → `email_verified`. */
export function useEmailVerifyCodeMutation() {
  const confirmed = useEmailConfirmed();
  return useMutation({
    mutationFn: (code: string): Promise<WriteResultWith<AccountEmail>> =>
      unwrap(api.POST('/v1/settings/email/verify-code', { body: { code } })),
    onSuccess: confirmed,
  });
}

/**
 * `POST settings/email/change`: the new address and the password → `challenge_code_sended` (a
 * code to the new address; the change waits for it).
 */
export function useEmailChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }): Promise<WriteResult> =>
      unwrap(
        api.POST('/v1/settings/email/change', {
          body: { email: body.email.trim(), password: body.password.trim() },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.email() }),
  });
}

/** `POST settings/email/change-code`: the code mailed to the new address → `email_changed`. */
export function useEmailChangeCodeMutation() {
  const confirmed = useEmailConfirmed();
  return useMutation({
    mutationFn: (code: string): Promise<WriteResultWith<AccountEmail>> =>
      unwrap(api.POST('/v1/settings/email/change-code', { body: { code } })),
    onSuccess: confirmed,
  });
}
