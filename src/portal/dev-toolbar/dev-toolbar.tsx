import { useEffect, useState, type CSSProperties, type FormEvent } from 'react';
import { fetchIdentity, login, startSession, endSession } from '../../api/identity';
import { fetchFeatures } from '../../api/flags';
import { getToken } from '../../api/session';
import { applicationPath, LOGIN_PATH } from '../../lib/page-paths';
import { isUuid } from '../../lib/format';

/** Spec: the toolbar's one failure message. */
export const DEV_LOGIN_FAILED = 'Something unexpected happened logging you in';
/** Event the chat widget listens to for the toolbar's keyboard shortcuts. */
export const DEV_CHAT_EVENT = 'heloc:dev-chat';
const SHORTCUTS: Record<string, { alert?: 'general' | 'connection-lost' | 'invalid-token'; ended?: boolean }> = {
  '0': { alert: 'general' },
  '1': { alert: 'connection-lost' },
  '2': { alert: 'invalid-token' },
  Backspace: { ended: true },
};

const box: CSSProperties = {
  position: 'fixed', left: 8, bottom: 8, zIndex: 2000, maxWidth: 360, background: '#1a2233', color: '#ffffff',
  font: '14px/1.4 system-ui, sans-serif', borderRadius: 6, padding: 8, boxShadow: '0 2px 8px rgba(0,0,0,.3)',
};
const input: CSSProperties = { width: '100%', padding: 6, margin: '2px 0 6px', font: 'inherit', color: '#1a2233', background: '#ffffff', border: '1px solid #767f8c', borderRadius: 4 };
const button: CSSProperties = { padding: '6px 10px', marginRight: 6, font: 'inherit', cursor: 'pointer', background: '#ffffff', color: '#1a2233', border: '1px solid #767f8c', borderRadius: 4 };

const typing = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Developer toolbar, present in non-production builds only: sign in as anyone by e-mail and
 * password or by pasting a jwt, open an application by uuid, reset the browser state, and trigger
 * the chat's alerts from the keyboard (0, 1, 2; Backspace ends the chat).
 */
export function DevToolbar() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [jwt, setJwt] = useState('');
  const [uuid, setUuid] = useState('');
  const [message, setMessage] = useState<string>();
  const [who, setWho] = useState<string>();
  const [features, setFeatures] = useState<string[]>();
  const mode = new URLSearchParams(window.location.search).get('mode') ?? 'default';

  useEffect(() => {
    // the features on for this visitor (the org the page shows: the server reads it from the request)
    fetchFeatures(new URLSearchParams(window.location.search).get('orgCode') ?? '').then(
      (all) => setFeatures(Object.keys(all).filter((k) => all[k]).sort()),
      () => setFeatures(undefined),
    );
  }, []);

  useEffect(() => {
    if (getToken()) fetchIdentity().then((p) => setWho(p.email), () => setWho(undefined));
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      const detail = SHORTCUTS[e.key];
      if (detail) window.dispatchEvent(new CustomEvent(DEV_CHAT_EVENT, { detail }));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const signedIn = async (run: () => Promise<unknown>) => {
    setMessage(undefined);
    try {
      await run();
      const profile = await fetchIdentity();
      setWho(profile.email);
      setMessage(`Signed in as ${profile.email}`);
    } catch {
      endSession();
      setWho(undefined);
      setMessage(DEV_LOGIN_FAILED);
    }
  };

  const byPassword = (e: FormEvent) => {
    e.preventDefault();
    void signedIn(() => login({ email, password }));
  };
  const byJwt = (e: FormEvent) => {
    e.preventDefault();
    void signedIn(async () => {
      const token = jwt.trim();
      if (token.split('.').length !== 3) throw new Error('not a jwt');
      startSession(token);
    });
  };
  const open = (e: FormEvent) => {
    e.preventDefault();
    if (isUuid(uuid.trim())) window.location.assign(applicationPath(uuid.trim().toLowerCase()));
    else setMessage('Enter an application uuid');
  };
  const reset = () => {
    endSession();
    localStorage.clear();
    sessionStorage.clear();
    window.location.assign(LOGIN_PATH);
  };

  return (
    <aside aria-label="Developer tools" style={box} data-dev-toolbar="">
      <details>
        <summary style={{ cursor: 'pointer' }}>
          Dev tools · mode: <span data-testid="dev-mode">{mode}</span> · {who ?? 'signed out'}
        </summary>
        <form onSubmit={byPassword} aria-label="Log in by e-mail and password">
          <label>E-mail<input style={input} type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" /></label>
          <label>Password<input style={input} type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="off" /></label>
          <button style={button} type="submit">Log in</button>
        </form>
        <form onSubmit={byJwt} aria-label="Log in with a jwt">
          <label>JWT<textarea style={input} rows={2} value={jwt} onChange={(e) => setJwt(e.target.value)} /></label>
          <button style={button} type="submit">Use jwt</button>
        </form>
        <form onSubmit={open} aria-label="Open an application">
          <label>Application uuid<input style={input} value={uuid} onChange={(e) => setUuid(e.target.value)} /></label>
          <button style={button} type="submit">Open /{'{uuid}'}</button>
          <button style={button} type="button" onClick={reset}>Reset</button>
        </form>
        <p style={{ margin: '6px 0 0' }} data-testid="dev-features">Features on: {features ? features.join(', ') || 'none' : 'unknown'}</p>
        {message ? <p role="status" style={{ margin: '6px 0 0' }}>{message}</p> : null}
      </details>
    </aside>
  );
}
