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
import { api } from '../client.ts';
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

/** After signing in: the new session now, then a fresh one from the server; others refetch. */
async function afterSignIn(queryClient: QueryClient, session: Session): Promise<void> {
  setSession(queryClient, session);
  await dropOtherQueries(queryClient);
  await refreshSession(queryClient).catch(() => session);
}

/** `POST auth/login` (email and password, trimmed). */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) =>
      api.post<WriteResultWith<AuthPayload>>('auth/login', {
        email: body.email?.trim(),
        password: body.password?.trim(),
      }),
    onSuccess: (result) => afterSignIn(queryClient, result.payload.session),
  });
}

/** `POST auth/register` (fields trimmed; `h-captcha-response` is the solved human check). */
export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      api.post<WriteResultWith<AuthPayload>>('auth/register', {
        name: body.name?.trim(),
        username: body.username?.trim(),
        email: body.email?.trim(),
        password: body.password?.trim(),
        'h-captcha-response': body['h-captcha-response'],
      }),
    onSuccess: (result) => afterSignIn(queryClient, result.payload.session),
  });
}

/** `POST auth/logout` with the session's `logout_hash`; the app becomes a guest. */
export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (logoutHash: string) =>
      api.post<WriteResult>('auth/logout', { logout_hash: logoutHash }),
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
    queryFn: ({ signal }) => api.get<Captcha>('auth/captcha', { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
