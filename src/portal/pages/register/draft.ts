import { dropDraft, readDraft, writeDraft } from '../../forms/session-draft';
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
    const parsed = (readDraft(KEY) ?? {}) as { draft?: Record<string, unknown>; done?: unknown[]; known?: { email?: unknown; phone?: unknown } };
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
  writeDraft(KEY, { ...reg, draft: strip(reg.draft) });
}

export const clearDraft = (): void => dropDraft(KEY);

/**
 * A signed-in applicant with an application under way who comes to registration (the browser's
 * Back from their first step, a bookmark) belongs at that application's step, not on an empty form.
 * Only the dashboard's "Start another application" (query another=1) opens registration for them,
 * until that registration is finished in this tab.
 */
export const ANOTHER = 'another';
const FINISHED = 'heloc.registrationFinished';
export const markRegistered = (): void => writeDraft(FINISHED, true);
export const startAnother = (): void => dropDraft(FINISHED);
export const mayRegisterAnother = (search: string): boolean => new URLSearchParams(search).get(ANOTHER) === '1' && readDraft(FINISHED) !== true;

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
