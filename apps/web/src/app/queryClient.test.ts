/** Retries of failed reads: a busy server is retried after the wait it asked for. */
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { createQueryClient, retryDelay, shouldRetry } from './queryClient.ts';

afterEach(() => onlineManager.setOnline(true));

describe('query retries', () => {
  it('retries a 503 server_busy once, after its Retry-After', () => {
    const busy = new ApiError(503, 'server_busy', 'Busy.', 2000);
    expect(shouldRetry(0, busy)).toBe(true);
    expect(shouldRetry(2, busy)).toBe(false);
    expect(retryDelay(0, busy)).toBe(2000);
  });

  it('waits TanStack’s doubling delay without Retry-After, and never retries a 4xx', () => {
    const down = new ApiError(0, 'network_error', 'Failed to fetch');
    expect(retryDelay(0, down)).toBe(1000);
    expect(retryDelay(1, down)).toBe(2000);
    expect(shouldRetry(0, new ApiError(404, 'entry_not_found', 'No such entry.'))).toBe(false);
  });
});

describe('writes while offline', () => {
  it('fail at once instead of waiting for the connection, and are never sent later', async () => {
    const qc = createQueryClient();
    onlineManager.setOnline(false);
    let sent = 0;
    const mutation = qc.getMutationCache().build(qc, {
      mutationFn: async () => {
        sent += 1;
        throw new ApiError(0, 'network_error', 'Failed to fetch');
      },
    });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ status: 'network_error' });
    expect(mutation.state.isPaused).toBe(false);
    expect(mutation.state.status).toBe('error');
    onlineManager.setOnline(true);
    await qc.resumePausedMutations();
    expect(sent).toBe(1);
  });
});
