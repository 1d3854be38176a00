import { useEffect, useId, useState, type FormEvent } from 'react';
import { institutions as fetchInstitutions, linkBank, type BankAccount, type Institution } from '../../api/funding';

export interface BankLinkText {
  title: string;
  search: string;
  chooseBank: string;
  username: string;
  password: string;
  connect: string;
  chooseAccount: string;
  useAccount: string;
  back: string;
  sandboxHint: string;
  ending: string;
}

export interface BankLinkProps {
  applicationUuid: string;
  text: BankLinkText;
  onChosen: (account: BankAccount) => void | Promise<void>;
}

type Step = { name: 'pick' } | { name: 'login'; institution: Institution } | { name: 'accounts'; accounts: BankAccount[] };

/**
 * The bank-link flow of an account aggregator: choose the bank, log in, choose the account. It talks
 * to the server's bank provider interface, so a real aggregator's hosted widget can replace it.
 */
export function BankLink({ applicationUuid, text, onChosen }: BankLinkProps) {
  const id = useId();
  const [step, setStep] = useState<Step>({ name: 'pick' });
  const [query, setQuery] = useState('');
  const [list, setList] = useState<Institution[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<string>();

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void fetchInstitutions(applicationUuid, query).then((l) => { if (live) setList(l); }).catch((e: Error) => live && setError(e.message));
    }, 200);
    return () => { live = false; clearTimeout(timer); };
  }, [applicationUuid, query]);

  const login = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (step.name !== 'login') return;
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      const accounts = await linkBank(applicationUuid, { institutionId: step.institution.id, username: String(form.get('username')), password: String(form.get('password')) });
      setStep({ name: 'accounts', accounts });
      setSelected(accounts[0]?.uuid);
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

  return (
    <section className="bank-link" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.title}</h2>
      {error ? <p className="field-error" role="alert">{error}</p> : null}
      {step.name === 'pick' ? (
        <>
          <label htmlFor={`${id}-q`}>{text.search}</label>
          <input id={`${id}-q`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
          <p>{text.chooseBank}</p>
          <ul className="bank-link__institutions">
            {list.map((i) => (
              <li key={i.id}><button type="button" className="button button--secondary" onClick={() => { setError(undefined); setStep({ name: 'login', institution: i }); }}>{i.name}</button></li>
            ))}
          </ul>
        </>
      ) : null}
      {step.name === 'login' ? (
        <form onSubmit={login} noValidate>
          <h3>{step.institution.name}</h3>
          {text.sandboxHint ? <p className="bank-link__hint">{text.sandboxHint}</p> : null}
          <label htmlFor={`${id}-u`}>{text.username}</label>
          <input id={`${id}-u`} name="username" required autoComplete="off" />
          <label htmlFor={`${id}-p`}>{text.password}</label>
          <input id={`${id}-p`} name="password" type="password" required autoComplete="off" />
          <div className="actions">
            <button type="button" className="button button--secondary" onClick={() => setStep({ name: 'pick' })}>{text.back}</button>
            <button type="submit" className="button" disabled={busy}>{text.connect}</button>
          </div>
        </form>
      ) : null}
      {step.name === 'accounts' ? (
        <form onSubmit={choose}>
          <fieldset>
            <legend>{text.chooseAccount}</legend>
            {step.accounts.map((a) => (
              <div key={a.uuid} className="bank-link__account">
                <input type="radio" id={`${id}-${a.uuid}`} name="account" value={a.uuid} checked={selected === a.uuid} onChange={() => setSelected(a.uuid)} />
                <label htmlFor={`${id}-${a.uuid}`}>{a.accountName} {text.ending} {a.mask}</label>
              </div>
            ))}
          </fieldset>
          <button type="submit" className="button" disabled={busy || !selected}>{text.useAccount}</button>
        </form>
      ) : null}
    </section>
  );
}
