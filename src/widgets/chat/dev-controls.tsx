import { useChatCopy } from './copy';
import type { ChatMode } from './logic';

/** Non-production only: the routed mode, a reset, and the keyboard shortcuts for the alerts. */
export function DevControls(props: { mode: ChatMode | null; onReset: () => void }) {
  const copy = useChatCopy();
  return (
    <div className="chat-dev">
      <span className="chat-dev__mode">{copy('chat.dev.mode', { mode: props.mode ?? '…' })}</span>
      <button type="button" className="link-button" onClick={props.onReset}>{copy('chat.dev.reset')}</button>
      <span className="chat-dev__keys">{copy('chat.dev.shortcuts')}</span>
    </div>
  );
}
