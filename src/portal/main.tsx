import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    // Spec: queries do not retry or refetch on focus, mount or reconnect unless a hook says so.
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, refetchOnMount: false, staleTime: 30_000 },
  },
});

const root = document.getElementById('root') as HTMLElement;

function start(): void {
  // The page came with a header (and the opening screen's heading) to show while the scripts loaded:
  // the portal starts on an empty root, so what it renders is new, never the served elements moved about.
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

/** Calls `fn` once, after the next frame has painted (or after FIRST_PAINT_WAIT_MS where no frames come, a hidden tab). */
const FIRST_PAINT_WAIT_MS = 100;
function afterNextPaint(fn: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    fn();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, FIRST_PAINT_WAIT_MS);
}

// A served heading paints before the portal starts, so the visitor reads it while the portal loads what it needs.
if (root.querySelector('h1')) afterNextPaint(start);
else start();
