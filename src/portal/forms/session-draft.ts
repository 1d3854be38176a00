/**
 * What a visitor typed and has not sent yet, kept in this tab's session storage so a reload or
 * back/forward keeps it. Callers leave out what must never be kept (passwords, SSNs).
 */
export function readDraft(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the draft stays in memory for this page
  }
}

export function dropDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // storage disabled: nothing was kept
  }
}
