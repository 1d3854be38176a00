import { useState, type FormEvent } from 'react';
import { encodePointerToken, setAtPointer } from '../../../../engine/json-pointer';
import { isObject, type FlowFile, type JsonObject } from '../../../../engine/types';
import { useCopy } from '../../../org-context';
import { jsonText, uiFileOf, useStudio } from './studio-state';

const STATE_NAME = /^[a-z][A-Za-z0-9]*$/;
const SCREEN_NAME = /^[a-z][a-z0-9-]*$/;

/** The flow event a new screen sends: "submit" and its state's name. */
const STATUS_ROUTES_FILE = 'flows/status-routes.json';

export const eventFor = (state: string): string => `submit${state.charAt(0).toUpperCase()}${state.slice(1)}`;

/**
 * Inserts a new screen state after a state: the screen's schema and UI files are created in the
 * draft, the new state shows it and goes on where the chosen transition went, and that transition
 * now leads to the new state.
 */
export function InsertState({ flow, after, onInserted }: { flow: FlowFile & { file: string }; after: string; onInserted: (state: string) => void }) {
  const copy = useCopy();
  const studio = useStudio();
  const transitions = flow.states[after]?.transitions ?? [];
  const [which, setWhich] = useState(0);
  const [name, setName] = useState('');
  const [screen, setScreen] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  if (!transitions.length) return <p>{copy('studio.insert.noTransitions')}</p>;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const t = transitions[which];
    const schemaFile = `schemas/screens/${screen}.schema.json`;
    if (!STATE_NAME.test(name)) return setError(copy('studio.insert.badName'));
    if (flow.states[name]) return setError(copy('studio.insert.taken', { name }));
    if (!SCREEN_NAME.test(screen)) return setError(copy('studio.insert.badScreen'));
    if (studio.files[schemaFile] || studio.index.screens[screen]) return setError(copy('studio.insert.screenTaken', { screen }));
    if (!title.trim() || !t) return setError(copy('studio.insert.needTitle'));
    const doc = studio.files[flow.file];
    if (!isObject(doc)) return undefined;
    const from = flow.states[after];
    const event = eventFor(name);
    // a status of its own, routed to the new page, so a page following the server lands on it (content:check
    // holds a state's status to a route of that state)
    const status = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
    const routes = studio.files[STATUS_ROUTES_FILE];
    const state: JsonObject = {
      screen,
      route: screen,
      status,
      ...(from?.progressStep ? { progressStep: from.progressStep } : {}),
      transitions: [{ event, target: t.target }],
    };
    let next = setAtPointer(doc, `/states/${encodePointerToken(name)}`, state);
    next = setAtPointer(next, `/states/${encodePointerToken(after)}/transitions/${which}/target`, name);
    studio.setText(schemaFile, jsonText({ $schema: '../meta/screen.schema.json', type: 'object', title: title.trim(), properties: {}, additionalProperties: false }));
    studio.setText(uiFileOf(schemaFile), jsonText({ $schema: '../meta/ui.schema.json', 'x-screen': { title: title.trim(), submitText: copy('studio.insert.defaultButton'), event, store: false } }));
    studio.setText(flow.file, jsonText(next));
    if (isObject(routes) && Array.isArray(routes.routes)) studio.setText(STATUS_ROUTES_FILE, jsonText({ ...routes, routes: [...routes.routes, { status, route: screen }] }));
    setError(undefined);
    setName('');
    setScreen('');
    setTitle('');
    onInserted(name);
    return undefined;
  };

  return (
    <form className="studio-insert" onSubmit={onSubmit} aria-labelledby="studio-insert-heading">
      <h3 id="studio-insert-heading">{copy('studio.insert.heading', { state: after })}</h3>
      <div className="field">
        <label className="field__label" htmlFor="studio-insert-transition">{copy('studio.insert.transition')}</label>
        <select id="studio-insert-transition" value={which} onChange={(e) => setWhich(Number(e.target.value))}>
          {transitions.map((t, i) => <option key={i} value={i}>{`${t.event} → ${t.target}${t.guard ? ` [${t.guard}]` : ''}`}</option>)}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="studio-insert-name">{copy('studio.insert.name')}</label>
        <input id="studio-insert-name" value={name} onChange={(e) => setName(e.target.value)} aria-describedby="studio-insert-name-hint" />
        <p id="studio-insert-name-hint" className="field__description">{copy('studio.insert.nameHint')}</p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="studio-insert-screen">{copy('studio.insert.screen')}</label>
        <input id="studio-insert-screen" value={screen} onChange={(e) => setScreen(e.target.value)} aria-describedby="studio-insert-screen-hint" />
        <p id="studio-insert-screen-hint" className="field__description">{copy('studio.insert.screenHint')}</p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="studio-insert-title">{copy('studio.insert.title')}</label>
        <input id="studio-insert-title" value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      {error ? <p role="alert" className="field__error">{error}</p> : null}
      <button type="submit" className="button button--primary">{copy('studio.insert.button')}</button>
    </form>
  );
}
