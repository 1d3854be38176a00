import { isRegistrationStep, type RegistrationDraft, type RegistrationStep } from '../../../product/registration';

const KEY = 'heloc.registrationDraft';

/** Never kept: the password lives only in the page's memory until the account is created. */
const strip = (draft: RegistrationDraft): RegistrationDraft => {
  const login = draft['login-info'];
  if (!login) return draft;
  const { password: _password, ...rest } = login;
  return { ...draft, 'login-info': rest };
};

/** Registration progress kept in this tab: each step's data, the steps submitted, contact known from the link. */
export interface Registration {
  draft: RegistrationDraft;
  done: RegistrationStep[];
  known?: { email: string; phone: string };
}

/** What the steps collected in this tab; survives reloads and back/forward (session storage). */
export function loadRegistration(): Registration {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed = (raw ? JSON.parse(raw) : {}) as { draft?: Record<string, unknown>; done?: unknown[]; known?: { email?: unknown; phone?: unknown } };
    const draft: RegistrationDraft = {};
    for (const [step, data] of Object.entries(parsed.draft ?? {})) {
      if (isRegistrationStep(step) && data && typeof data === 'object' && !Array.isArray(data)) draft[step] = data as Record<string, unknown>;
    }
    const done = (parsed.done ?? []).filter(isRegistrationStep);
    const known = typeof parsed.known?.email === 'string' && typeof parsed.known.phone === 'string'
      ? { email: parsed.known.email, phone: parsed.known.phone }
      : undefined;
    return { draft: strip(draft), done, ...(known ? { known } : {}) };
  } catch {
    return { draft: {}, done: [] };
  }
}

export function saveRegistration(reg: Registration): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...reg, draft: strip(reg.draft) }));
  } catch {
    // storage full or disabled: the draft stays in memory for this page
  }
}

export const clearDraft = (): void => sessionStorage.removeItem(KEY);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A referral link may carry the applicant's e-mail and phone (email, phone queries). Valid ones
 * prefill contact info, and the flow then skips that step.
 */
export function contactFromQuery(search: string): { email: string; phone: string } | undefined {
  const q = new URLSearchParams(search);
  const email = q.get('email')?.trim() ?? '';
  const digits = (q.get('phone') ?? '').replace(/\D/g, '');
  const phone = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return EMAIL.test(email) && email.length <= 128 && /^[2-9]\d{9}$/.test(phone) ? { email, phone } : undefined;
}
