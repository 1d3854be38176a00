import { lazy, Suspense, useEffect, useState } from 'react';
import type { ChatWidgetProps } from './chat-widget';

const ChatWidget = lazy(() => import('./chat-widget'));

/**
 * True once the page has loaded (the first screen's chunks included) and the browser is then idle, at most
 * 2 s later, so deferred work neither delays the first paint nor competes with it.
 */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const whenIdle = () => {
      idle = typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => setReady(true), { timeout: 2000 })
        : window.setTimeout(() => setReady(true), 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return ready;
}

/**
 * The chat widget, fetched only when the shell mounts it (flag fe-webchat) and only once the page is idle
 * after its first paint, so neither the first route's download nor its rendering waits for it.
 */
export function LazyChatWidget(props: ChatWidgetProps) {
  if (!useAfterFirstPaint()) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget {...props} />
    </Suspense>
  );
}
