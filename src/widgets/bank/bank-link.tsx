import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { institutions as fetchInstitutions, linkBank, type BankAccount, type Institution } from '../../api/funding';
import './bank-link.css';
import { VendorNote } from './vendor-note';

export interface BankLinkText {
  search: string;
  chooseBank: string;
  /** Said when no bank matches the search. */
  noMatch: (query: string) => string;
  noMatchHint: string;
  username: string;
  password: string;
  connect: string;
  chooseAccount: string;
  useAccount: string;
  back: string;
  sandboxHint: string;
  ending: string;
  /** The line under the window saying who handles the login. */
  vendorNote: string;
}

export interface BankLinkProps {
  applicationUuid: string;
  text: BankLinkText;
  onChosen: (account: BankAccount) => void | Promise<void>;
}

type Step = { name: 'pick' } | { name: 'login'; institution: Institution } | { name: 'accounts'; institution: Institution; accounts: BankAccount[] };

/**
 * The bank-link flow of an account aggregator, as its window shows it: find the bank, log in, choose
 * the account. It talks to the server's bank provider interface, so a real aggregator's hosted widget
 * can replace it. Each step's heading takes the focus, so keyboard and screen reader users follow.
 */
export function BankLink({ applicationUuid, text, onChosen }: BankLinkProps) {
  const id = useId();
  const [step, setStep] = useState<Step>({ name: 'pick' });
  const [query, setQuery] = useState('');
  const [list, setList] = useState<{ query: string; institutions: Institution[] }>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const first = useRef(true);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void fetchInstitutions(applicationUuid, query.trim())
        .then((l) => { if (live) setList({ query: query.trim(), institutions: l }); })
        .catch((e: Error) => live && setError(e.message));
    }, 200);
    return () => { live = false; clearTimeout(timer); };
  }, [applicationUuid, query]);

  useEffect(() => {
    // the window opens on the search (once the dialog around it is shown); later steps announce themselves
    if (!first.current) return heading.current?.focus();
    first.current = false;
    const timer = setTimeout(() => search.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [step.name]);

  const go = (next: Step) => { setError(undefined); setStep(next); };

  const login = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (step.name !== 'login') return;
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      const accounts = await linkBank(applicationUuid, { institutionId: step.institution.id, username: String(form.get('username')), password: String(form.get('password')) });
      setSelected(accounts[0]?.uuid);
      go({ name: 'accounts', institution: step.institution, accounts });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const choose = async (e: FormEvent) => {
    e.preventDefault();
    if (step.name !== 'accounts') return;
    const account = step.accounts.find((a) => a.uuid === selected);
    if (!account) return;
    setBusy(true);
    try {
      await onChosen(account);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  const errorLine = error ? <p id={`${id}-error`} className="field-error bank-link__error" role="alert">{error}</p> : null;
  return (
    <div className="bank-link">
      {step.name === 'pick' ? (
        <>
          <label htmlFor={`${id}-q`} className="bank-link__label">{text.search}</label>
          <input ref={search} id={`${id}-q`} className="bank-link__input" type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" aria-describedby={`${id}-count`} />
          <h3 ref={heading} tabIndex={-1} className="bank-link__step">{text.chooseBank}</h3>
          {errorLine}
          <div id={`${id}-count`} role="status" className="bank-link__status">
            {list && !list.institutions.length ? (
              <>
                <p className="bank-link__empty">{text.noMatch(list.query)}</p>
                <p className="bank-link__hint">{text.noMatchHint}</p>
              </>
            ) : null}
          </div>
          {list?.institutions.length ? (
            <ul className="bank-link__institutions">
              {list.institutions.map((i) => (
                <li key={i.id}>
                  <button type="button" className="bank-link__institution" onClick={() => go({ name: 'login', institution: i })}>
                    <span className="bank-link__logo" aria-hidden="true">{i.name.slice(0, 1)}</span>
                    {i.name}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      {step.name === 'login' ? (
        <form onSubmit={login} noValidate>
          <h3 ref={heading} tabIndex={-1} className="bank-link__step">{step.institution.name}</h3>
          {text.sandboxHint ? <p className="bank-link__hint">{text.sandboxHint}</p> : null}
          {errorLine}
          <label htmlFor={`${id}-u`} className="bank-link__label">{text.username}</label>
          <input id={`${id}-u`} className="bank-link__input" name="username" required autoComplete="off" aria-describedby={error ? `${id}-error` : undefined} />
          <label htmlFor={`${id}-p`} className="bank-link__label">{text.password}</label>
          <input id={`${id}-p`} className="bank-link__input" name="password" type="password" required autoComplete="off" />
          <div className="bank-link__actions">
            <button type="submit" className="button button--primary" disabled={busy}>{text.connect}</button>
            <button type="button" className="button" onClick={() => go({ name: 'pick' })}>{text.back}</button>
          </div>
        </form>
      ) : null}
      {step.name === 'accounts' ? (
        <form onSubmit={choose}>
          <h3 ref={heading} tabIndex={-1} className="bank-link__step">{step.institution.name}</h3>
          {errorLine}
          <fieldset>
            <legend className="bank-link__label">{text.chooseAccount}</legend>
            {step.accounts.map((a) => (
              <label key={a.uuid} className="bank-link__account">
                <input type="radio" name={`${id}-account`} value={a.uuid} checked={selected === a.uuid} onChange={() => setSelected(a.uuid)} />
                <span>{a.accountName} {text.ending} {a.mask}</span>
              </label>
            ))}
          </fieldset>
          <div className="bank-link__actions">
            <button type="submit" className="button button--primary" disabled={busy || !selected}>{text.useAccount}</button>
          </div>
        </form>
      ) : null}
      <VendorNote text={text.vendorNote} />
    </div>
  );
}
