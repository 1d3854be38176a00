import { lazy, Suspense, useEffect, useState } from 'react';
import { onScreenPainted } from '../../renderer/first-screen';
import type { ChatWidgetProps } from './chat-widget';

const ChatWidget = lazy(() => import('./chat-widget'));

/** A page with no form (or whose form never loads) still gets its deferred work this long after load. */
const NO_SCREEN_MS = 3000;

/**
 * True once the page has loaded, its first screen has painted its form (or NO_SCREEN_MS later for a page
 * without one) and the browser is then idle, at most 2 s later, so deferred work neither delays the first
 * paint nor competes with it.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let fallback: number | undefined;
    let cancelPainted = () => undefined as unknown;
    const whenIdle = () => {
      if (idle !== undefined) return;
      window.clearTimeout(fallback);
      idle = typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => setReady(true), { timeout: 2000 })
        : window.setTimeout(() => setReady(true), 200);
    };
    const afterLoad = () => {
      fallback = window.setTimeout(whenIdle, NO_SCREEN_MS);
      cancelPainted = onScreenPainted(whenIdle);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      cancelPainted();
      window.clearTimeout(fallback);
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return ready;
}

/**
 * The chat widget, fetched only when the shell mounts it (flag fe-webchat), which it does once
 * useAfterFirstPaint says so, so neither the first route's download nor its rendering waits for it.
 */
export function LazyChatWidget(props: ChatWidgetProps) {
  return (
    <Suspense fallback={null}>
      <ChatWidget {...props} />
    </Suspense>
  );
}
