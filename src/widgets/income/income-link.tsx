import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { incomeProviders, type IncomeLinkType, type IncomeSourceProvider } from '../../api/funding';
import '../bank/bank-link.css';
import { VendorNote } from '../bank/vendor-note';

export interface IncomeLinkText {
  /** The question of the first step, and its two answers. */
  chooseKind: string;
  payroll: string;
  payrollHint: string;
  bank: string;
  bankHint: string;
  search: (kind: IncomeLinkType) => string;
  chooseProvider: (kind: IncomeLinkType) => string;
  noMatch: (query: string) => string;
  signIn: (provider: string) => string;
  username: string;
  password: string;
  sandboxHint: string;
  next: string;
  back: string;
  consentTitle: string;
  /** What the provider shares, one line each. */
  consentItems: string[];
  consent: (provider: string) => string;
  agree: string;
  working: (provider: string) => string;
  required: string;
  /** The line under the window saying who handles the login. */
  vendorNote: string;
}

/** What the applicant answered in the window: the income-review screen's data. */
export interface IncomeLinkAnswer {
  linkType: IncomeLinkType;
  providerId: string;
  username: string;
  password: string;
  consent: true;
}

export interface IncomeLinkProps {
  applicationUuid: string;
  /** The kind to start with (a link to income/link/{type}); the applicant chooses otherwise. */
  initialKind?: IncomeLinkType;
  text: IncomeLinkText;
  /** Sends the answer; a rejection's message is shown in the window and the applicant may try again. */
  onVerify: (answer: IncomeLinkAnswer) => Promise<void>;
}

type Step =
  | { name: 'kind' }
  | { name: 'pick'; kind: IncomeLinkType }
  | { name: 'login'; kind: IncomeLinkType; provider: IncomeSourceProvider }
  | { name: 'consent'; kind: IncomeLinkType; provider: IncomeSourceProvider; username: string; password: string }
  | { name: 'working'; provider: IncomeSourceProvider };

/**
 * An income verification vendor's window, as it shows itself: payroll provider or bank, the provider
 * from its list, the sign-in (which goes to the provider, not to the lender), consent to share, then the
 * verification running. It talks to the server's income provider interface, so a real vendor's hosted
 * window can replace it. Each step's heading takes the focus, so keyboard and screen reader users follow.
 */
export function IncomeLink({ applicationUuid, initialKind, text, onVerify }: IncomeLinkProps) {
  const id = useId();
  const [step, setStep] = useState<Step>(initialKind ? { name: 'pick', kind: initialKind } : { name: 'kind' });
  const [query, setQuery] = useState('');
  const [list, setList] = useState<{ kind: IncomeLinkType; query: string; providers: IncomeSourceProvider[] }>();
  const [error, setError] = useState<string>();
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const kind = step.name === 'pick' ? step.kind : undefined;

  useEffect(() => {
    if (!kind) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      void incomeProviders(applicationUuid, kind, query.trim())
        .then((providers) => { if (live) setList({ kind, query: query.trim(), providers }); })
        .catch((e: Error) => live && setError(e.message));
    }, 200);
    return () => { live = false; clearTimeout(timer); };
  }, [applicationUuid, kind, query]);

  useEffect(() => {
    // the first step's heading is focused once the dialog around it is shown; later steps announce themselves
    if (first.current) {
      first.current = false;
      const timer = setTimeout(() => heading.current?.focus(), 0);
      return () => clearTimeout(timer);
    }
    heading.current?.focus();
    return undefined;
  }, [step.name]);

  const go = (next: Step) => { setError(undefined); setMissing({}); setStep(next); };

  const signIn = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (step.name !== 'login') return;
    const form = new FormData(e.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!username || !password) {
      setMissing({ username: !username, password: !password });
      return;
    }
    go({ name: 'consent', kind: step.kind, provider: step.provider, username, password });
  };

  const agree = async () => {
    if (step.name !== 'consent') return;
    const { kind: linkType, provider, username, password } = step;
    go({ name: 'working', provider });
    try {
      await onVerify({ linkType, providerId: provider.id, username, password, consent: true });
    } catch (err) {
      // back to the sign-in with what went wrong; the password is asked for again, never kept
      setStep({ name: 'login', kind: linkType, provider });
      setError((err as Error).message);
    }
  };

  const errorLine = error ? <p id={`${id}-error`} className="field-error bank-link__error" role="alert">{error}</p> : null;
  const fieldError = (name: 'username' | 'password') => (missing[name] ? <p id={`${id}-${name}-error`} className="field-error bank-link__error">{text.required}</p> : null);
  return (
    <div className="bank-link income-link">
      {step.name === 'kind' ? (
        <>
          <h3 ref={heading} tabIndex={-1} className="bank-link__step">{text.chooseKind}</h3>
          <ul className="bank-link__institutions">
            {([['payroll', text.payroll, text.payrollHint], ['bank-transactions', text.bank, text.bankHint]] as const).map(([k, label, hint]) => (
              <li key={k}>
                <button type="button" className="bank-link__institution" aria-describedby={`${id}-${k}-hint`} onClick={() => { setQuery(''); go({ name: 'pick', kind: k }); }}>
                  <span>
                    {label}
                    <span id={`${id}-${k}-hint`} className="income-link__hint">{hint}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {step.name === 'pick' ? (
        <>
          <h3 ref={heading} tabIndex={-1} className="bank-link__step">{text.chooseProvider(step.kind)}</h3>
          <label htmlFor={`${id}-q`} className="bank-link__label">{text.search(step.kind)}</label>
          <input id={`${id}-q`} className="bank-link__input" type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" aria-describedby={`${id}-count`} />
          {errorLine}
          <div id={`${id}-count`} role="status" className="bank-link__status">
            {list && list.kind === step.kind && !list.providers.length ? <p className="bank-link__empty">{text.noMatch(list.query)}</p> : null}
          </div>
          {list && list.kind === step.kind && list.providers.length ? (
            <ul className="bank-link__institutions">
              {list.providers.map((p) => (
                <li key={p.id}>
                  <button type="button" className="bank-link__institution" onClick={() => go({ name: 'login', kind: step.kind, provider: p })}>
                    <span className="bank-link__logo" aria-hidden="true">{p.name.slice(0, 1)}</span>
                    {p.name}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <button type="button" className="button" onClick={() => go({ name: 'kind' })}>{text.back}</button>
        </>
      ) : null}
      {step.name === 'login' ? (
        <form onSubmit={signIn} noValidate>
          <h3 ref={heading} tabIndex={-1} className="bank-link__step">{text.signIn(step.provider.name)}</h3>
          {text.sandboxHint ? <p className="bank-link__hint">{text.sandboxHint}</p> : null}
          {errorLine}
          <label htmlFor={`${id}-u`} className="bank-link__label">{text.username}</label>
          <input id={`${id}-u`} className="bank-link__input" name="username" required autoComplete="off" aria-invalid={missing.username || undefined}
            aria-describedby={[missing.username ? `${id}-username-error` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined} />
          {fieldError('username')}
          <label htmlFor={`${id}-p`} className="bank-link__label">{text.password}</label>
          <input id={`${id}-p`} className="bank-link__input" name="password" type="password" required autoComplete="off" aria-invalid={missing.password || undefined}
            aria-describedby={missing.password ? `${id}-password-error` : undefined} />
          {fieldError('password')}
          <div className="bank-link__actions">
            <button type="submit" className="button button--primary">{text.next}</button>
            <button type="button" className="button" onClick={() => go({ name: 'pick', kind: step.kind })}>{text.back}</button>
          </div>
        </form>
      ) : null}
      {step.name === 'consent' ? (
        <>
          <h3 ref={heading} tabIndex={-1} className="bank-link__step">{text.consentTitle}</h3>
          <p>{text.consent(step.provider.name)}</p>
          <ul className="income-link__shares">{text.consentItems.map((item) => <li key={item}>{item}</li>)}</ul>
          <div className="bank-link__actions">
            <button type="button" className="button button--primary" onClick={() => void agree()}>{text.agree}</button>
            <button type="button" className="button" onClick={() => go({ name: 'login', kind: step.kind, provider: step.provider })}>{text.back}</button>
          </div>
        </>
      ) : null}
      {step.name === 'working' ? (
        <div role="status" className="income-link__working">
          <h3 ref={heading} tabIndex={-1} className="bank-link__step">{text.working(step.provider.name)}</h3>
          <progress className="income-link__progress" aria-label={text.working(step.provider.name)} />
        </div>
      ) : null}
      <VendorNote text={text.vendorNote} />
    </div>
  );
}
