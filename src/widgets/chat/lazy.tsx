import { lazy, Suspense } from 'react';
import type { ChatWidgetProps } from './chat-widget';

const ChatWidget = lazy(() => import('./chat-widget'));

/** The chat widget, fetched only when the shell mounts it (flag fe-webchat), so first routes stay small. */
export function LazyChatWidget(props: ChatWidgetProps) {
  return (
    <Suspense fallback={null}>
      <ChatWidget {...props} />
    </Suspense>
  );
}
