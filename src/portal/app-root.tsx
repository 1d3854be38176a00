import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { AppRoutes } from './router';

/** The app's query client, the same in the browser and when the server renders a first screen. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Spec: queries do not retry or refetch on focus, mount or reconnect unless a hook says so.
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, refetchOnMount: false, staleTime: 30_000 },
    },
  });
}

/** The app's element tree below its router (a BrowserRouter in the browser, a StaticRouter on the server). */
export function AppRoot({ queryClient, router }: { queryClient: QueryClient; router: (routes: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {router(<AppRoutes />)}
      </QueryClientProvider>
    </StrictMode>
  );
}
