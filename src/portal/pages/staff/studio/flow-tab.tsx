import { useMemo, useState } from 'react';
import { useStateCounts } from '../../../../api/studio-flow';
import { encodePointerToken, setAtPointer } from '../../../../engine/json-pointer';
import { metaSubSchema } from '../../../../engine/meta-form';
import { isObject, type FlowFile, type JsonObject } from '../../../../engine/types';
import { useCopy } from '../../../org-context';
import { StaffError } from '../staff-error';
import { FlowGraph, type StateFigures } from './flow-graph';
import { InsertState } from './insert-state';
import { META } from './meta-schemas';
import { LenderSelect, ProblemList } from './studio-controls';
import { StudioForm } from './studio-form';
import { jsonText, useStudio, useWorkingLender } from './studio-state';

/** The flow the funnel counts come from: the application event log follows the applicant flow only. */
const COUNTED_FLOW = 'applicant';

/** Whether a problem's pointer is at a state of the flow (or inside it). */
export const problemAtState = (pointer: string, state: string): boolean => {
  const at = `/states/${encodePointerToken(state)}`;
  return pointer === at || pointer.startsWith(`${at}/`);
};

/** The Flow tab: a flow as a graph with the lender's counts, a state's editor, and inserting a screen state. */
export default function FlowTab() {
  const copy = useCopy();
  const studio = useStudio();
  const flowIds = Object.keys(studio.index.flows);
  const [flowId, setFlowId] = useState(flowIds.includes(COUNTED_FLOW) ? COUNTED_FLOW : flowIds[0] ?? '');
  const working = useWorkingLender();
  const [org, setOrg] = useState(working);
  const [period, setPeriod] = useState<{ from?: string; to?: string }>({});
  const [selected, setSelected] = useState<string>();
  const flow = studio.index.flows[flowId];
  const counts = useStateCounts(org, period);

  const figures = useMemo(() => {
    if (flowId !== COUNTED_FLOW || !counts.data || !flow) return undefined;
    const out: Record<string, StateFigures> = {};
    for (const s of counts.data.states) out[s.state] = { reached: s.reached, stopped: s.stopped };
    for (const id of Object.keys(flow.states)) out[id] ??= { reached: 0, stopped: 0 };
    // every application starts at the initial state
    const first = out[flow.initial];
    if (first) first.reached = Math.max(first.reached, counts.data.applications);
    return out;
  }, [counts.data, flow, flowId]);

  if (!flow) return <p>{copy('studio.flow.none')}</p>;
  const flowProblems = studio.problems.filter((p) => p.file === flow.file);
  const state = selected ? flow.states[selected] : undefined;
  const editable = studio.canEdit(flow.file);

  return (
    <div className="studio-flow">
      <div className="studio-controls">
        <div className="field">
          <label className="field__label" htmlFor="studio-flow-pick">{copy('studio.flow.pick')}</label>
          <select id="studio-flow-pick" value={flowId} onChange={(e) => { setFlowId(e.target.value); setSelected(undefined); }}>
            {flowIds.map((id) => <option key={id} value={id}>{id}</option>)}
          </select>
        </div>
        <LenderSelect id="studio-flow-org" label={copy('studio.flow.lender')} value={org} onChange={setOrg} only={studio.editor.orgCode ? [studio.editor.orgCode] : undefined} />
        <div className="field">
          <label className="field__label" htmlFor="studio-flow-from">{copy('staff.filters.from')}</label>
          <input id="studio-flow-from" type="date" value={period.from ?? ''} onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value || undefined }))} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="studio-flow-to">{copy('staff.filters.to')}</label>
          <input id="studio-flow-to" type="date" value={period.to ?? ''} onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value || undefined }))} />
        </div>
      </div>
      <p role="status" className="field__description">
        {flowId !== COUNTED_FLOW ? copy('studio.flow.noCounts')
          : counts.isPending ? copy('app.loading')
            : counts.data ? copy('studio.flow.applications', { count: counts.data.applications }) : ''}
      </p>
      {counts.isError && flowId === COUNTED_FLOW ? <StaffError error={counts.error} onRetry={() => void counts.refetch()} /> : null}
      <FlowGraph
        flow={flow}
        figures={figures}
        problemsAt={(id) => flowProblems.filter((p) => problemAtState(p.pointer, id)).map((p) => p.message)}
        selected={selected}
        onSelect={setSelected}
      />
      <div className="field">
        <label className="field__label" htmlFor="studio-state-pick">{copy('studio.flow.state')}</label>
        <select id="studio-state-pick" value={selected ?? ''} onChange={(e) => setSelected(e.target.value || undefined)}>
          <option value="">{copy('studio.flow.chooseState')}</option>
          {Object.keys(flow.states).map((id) => <option key={id} value={id}>{id}</option>)}
        </select>
      </div>
      {selected && state ? (
        <section aria-labelledby="studio-state-heading" className="studio-state">
          <h2 id="studio-state-heading">{copy('studio.flow.stateHeading', { state: selected })}</h2>
          {figures?.[selected] ? <p>{copy('studio.flow.figures', { reached: figures[selected].reached, stopped: figures[selected].stopped })}</p> : null}
          <ProblemList paths={[flow.file]} />
          {editable ? (
            <>
              <StateEditor key={`${flowId}:${selected}`} flow={flow} stateId={selected} />
              <InsertState flow={flow} after={selected} onInserted={setSelected} />
            </>
          ) : <p>{copy('studio.json.readOnly')}</p>}
        </section>
      ) : null}
    </div>
  );
}

/** A state's screen, page, route, transitions and guards as a form made from the flow meta-schema's state definition. */
function StateEditor({ flow, stateId }: { flow: FlowFile & { file: string }; stateId: string }) {
  const copy = useCopy();
  const studio = useStudio();
  const schema = useMemo(() => metaSubSchema(META.flow, '/properties/states/additionalProperties', copy('studio.flow.stateForm')), [copy]);
  const ui = useMemo(() => ({ 'x-screen': { title: copy('studio.flow.stateForm'), submitText: copy('studio.save.now') }, description: { 'ui:widget': 'textarea' } }), [copy]);
  const [data, setData] = useState<JsonObject>(() => (flow.states[stateId] ?? {}) as unknown as JsonObject);
  const write = (next: JsonObject) => {
    setData(next);
    const doc = studio.files[flow.file];
    if (!isObject(doc)) return;
    const before = isObject(doc.states) ? doc.states[stateId] : undefined;
    if (JSON.stringify(before) === JSON.stringify(next)) return;
    studio.setText(flow.file, jsonText(setAtPointer(doc, `/states/${encodePointerToken(stateId)}`, next)));
  };
  return <StudioForm name="flow-state" schema={schema} ui={ui} formData={data} onChange={write} onSubmit={() => void studio.flush()} />;
}
