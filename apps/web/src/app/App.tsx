/** The root component: providers (query, router, layers) around the shell. */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AlertsProvider } from './layers/alerts.tsx';
import { LoadingProvider } from './layers/loading.tsx';
import { ModalsProvider } from './layers/modals.tsx';
import { PopoverProvider } from './layers/popovers.tsx';
import { createQueryClient } from './queryClient.ts';
import Shell from './Shell.tsx';

/**
 * Providers in order: query cache, router, loading, alerts, popovers, modals; then the shell.
 * `client`: the query client to use (main.tsx fills it with the first screen's data before the
 * first render); a new one by default.
 */
export default function App({ client }: { client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <LoadingProvider>
          <AlertsProvider>
            <PopoverProvider>
              <ModalsProvider>
                <Shell />
              </ModalsProvider>
            </PopoverProvider>
          </AlertsProvider>
        </LoadingProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
