const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text with its web addresses made into links (after escaping, so nothing in a mail becomes markup). */
const linked = (text: string): string => escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The development mailbox: every message in the outbox, newest first, readable and with working links. */
export function mailboxPage(mail: { id: string; to: string; subject: string; text: string; queuedAt: string; attachment: string | null }[], kind: 'smtp' | 'outbox'): string {
  const file = (m: { id: string; attachment: string | null }) =>
    m.attachment ? `<p>Attachment: <a href="mailbox/${escape(m.id)}/attachment">${escape(m.attachment)}</a></p>` : '';
  const items = mail.map((m) => `<article><h2>${escape(m.subject)}</h2><p class="meta">To ${escape(m.to)}, ${escape(m.queuedAt)}</p><pre>${linked(m.text)}</pre>${file(m)}</article>`);
  const note = kind === 'smtp' ? '<p>Mail is delivered to the SMTP server (SMTP_URL); this is what was queued for it.</p>' : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}article{border-top:1px solid #999;padding:1rem 0}pre{white-space:pre-wrap;font:inherit}.meta{color:#444}a{color:#0b57a4}</style></head>
<body><main><h1>Development mailbox</h1>${note}${items.length ? items.join('') : '<p>No mail yet.</p>'}</main></body></html>`;
}
