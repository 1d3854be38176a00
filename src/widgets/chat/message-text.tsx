import { useMemo } from 'react';
import { linkify } from './logic';

/**
 * Message text as text: React escapes it, so markup typed into a chat is shown, never run. Links
 * become clickable only for the org's allowed domains.
 */
export function MessageText({ text, allowedDomains }: { text: string; allowedDomains: readonly string[] }) {
  const segments = useMemo(() => linkify(text, allowedDomains), [text, allowedDomains]);
  return (
    <span className="chat-text">
      {segments.map((s, i) => (s.kind === 'link'
        ? <a key={i} href={s.href} target="_blank" rel="noopener noreferrer">{s.text}</a>
        : <span key={i}>{s.text}</span>))}
    </span>
  );
}
