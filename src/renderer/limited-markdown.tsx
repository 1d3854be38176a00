import type { HTMLAttributes, ReactNode } from 'react';

/**
 * The markup rjsf's own texts and `ui:enableMarkdownIn*` descriptions may use, rendered without a
 * markdown library: **strong**, *emphasis*, `code` and [links](https://...), never raw HTML. The build
 * resolves rjsf's `markdown-to-jsx/react` import to this module (scripts/limited-markdown-alias.ts), so
 * the first screen does not load a full markdown parser that no content uses.
 */
const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|`([^`]+)`|\[([^\]]+)\]\(((?:https?:\/\/|mailto:|\/)[^)\s]+)\)/g;

export function renderLimitedMarkdown(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const key = out.length;
    if (m[1] !== undefined) out.push(<strong key={key}>{m[1]}</strong>);
    else if (m[2] !== undefined) out.push(<em key={key}>{m[2]}</em>);
    else if (m[3] !== undefined) out.push(<code key={key}>{m[3]}</code>);
    else out.push(<a key={key} href={m[5]}>{m[4]}</a>);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

type MarkdownProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & { children?: string; options?: unknown };

/** Drop-in for markdown-to-jsx's `Markdown`: one paragraph per blank-line-separated block. */
export function Markdown({ children = '', options: _options, ...rest }: MarkdownProps) {
  const blocks = children.split(/\n{2,}/).filter((b) => b.trim() !== '');
  if (blocks.length <= 1) return <span {...rest}>{renderLimitedMarkdown(children)}</span>;
  return <div {...rest}>{blocks.map((b, i) => <p key={i}>{renderLimitedMarkdown(b)}</p>)}</div>;
}

export default Markdown;
