/**
 * Auth calls (spec §7 "Auth", contract.md): login, register and logout mutations and the human
 * check query. Success of login or register stores the new session and refetches what depended
 * on the old one; logout drops every cached private answer.
 */
import type {
  AuthPayload,
  Captcha,
  LoginBody,
  RegisterBody,
  Session,
  WriteResult,
  WriteResultWith,
} from '@potok/common';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../client.ts';
import { GUEST_SESSION, refreshSession, sessionKeys, setSession } from './session.ts';

/** Query keys of auth. */
export const authKeys = {
  captcha: () => ['auth', 'captcha'] as const,
};

function isSessionKey(key: readonly unknown[]): boolean {
  return key[0] === sessionKeys.all[0];
}

/** Cancels and drops every cached answer but the session: they were read as someone else. */
async function dropOtherQueries(queryClient: QueryClient): Promise<void> {
  const predicate = (query: { queryKey: readonly unknown[] }) => !isSessionKey(query.queryKey);
  await queryClient.cancelQueries({ predicate });
  queryClient.removeQueries({ predicate });
}

/**
 * After signing in (login, register, a password set by recovery): the new session now, then a
 * fresh one from the server; every other cached answer is dropped and refetched.
 */
export async function afterSignIn(queryClient: QueryClient, session: Session): Promise<void> {
  setSession(queryClient, session);
  await dropOtherQueries(queryClient);
  await refreshSession(queryClient).catch(() => session);
}

/** `POST auth/login` (email and password, trimmed). */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody): Promise<WriteResultWith<AuthPayload>> =>
      unwrap(
        api.POST('/v1/auth/login', {
          body: { email: body.email?.trim(), password: body.password?.trim() },
        }),
      ),
    onSuccess: (result) => afterSignIn(queryClient, result.payload.session),
  });
}

/** `POST auth/register` (fields trimmed; `h-captcha-response` is the solved human check). */
export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody): Promise<WriteResultWith<AuthPayload>> =>
      unwrap(
        api.POST('/v1/auth/register', {
          body: {
            name: body.name?.trim(),
            username: body.username?.trim(),
            email: body.email?.trim(),
            password: body.password?.trim(),
            'h-captcha-response': body['h-captcha-response'],
          },
        }),
      ),
    onSuccess: (result) => afterSignIn(queryClient, result.payload.session),
  });
}

/** `POST auth/logout` with the session's `logout_hash`; the app becomes a guest. */
export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (logoutHash: string): Promise<WriteResult> =>
      unwrap(api.POST('/v1/auth/logout', { body: { logout_hash: logoutHash } })),
    onSuccess: async () => {
      setSession(queryClient, GUEST_SESSION);
      await dropOtherQueries(queryClient);
    },
  });
}

/**
 * `GET auth/captcha`: a fresh human-check challenge (single use, so never cached between
 * screens; `refetch()` gives a new one after a failed attempt).
 */
export function useCaptchaQuery(enabled = true) {
  return useQuery({
    queryKey: authKeys.captcha(),
    queryFn: ({ signal }): Promise<Captcha> => unwrap(api.GET('/v1/auth/captcha', { signal })),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
