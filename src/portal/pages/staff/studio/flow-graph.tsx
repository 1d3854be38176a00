import { Background, Controls, Handle, Position, ReactFlow, type Edge, type Node, type NodeProps } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useMemo, useState } from 'react';
import type { FlowFile } from '../../../../engine/types';
import { useCopy } from '../../../org-context';
import { layoutFlow, type LaidOut } from './flow-layout';

export interface StateFigures {
  reached: number;
  stopped: number;
}

type StateNodeData = {
  id: string;
  shows: string;
  figures?: StateFigures;
  problems: string[];
  selected: boolean;
  onSelect: (id: string) => void;
};

/** A state on the graph: its name, what it shows, its counts and its problems; a button selects it. */
function StateNode({ data }: NodeProps<Node<StateNodeData>>) {
  const copy = useCopy();
  return (
    <div className={`flow-node${data.problems.length ? ' flow-node--problem' : ''}${data.selected ? ' flow-node--selected' : ''}`} data-state={data.id}>
      <Handle type="target" position={Position.Top} />
      <button type="button" className="flow-node__button" aria-pressed={data.selected} onClick={() => data.onSelect(data.id)}>
        <strong>{data.id}</strong>
        <span className="flow-node__shows">{data.shows}</span>
        {data.figures ? (
          <span className="flow-node__figures">{copy('studio.flow.figures', { reached: data.figures.reached, stopped: data.figures.stopped })}</span>
        ) : null}
        {data.problems.length ? <span className="flow-node__problems">{copy(data.problems.length === 1 ? 'studio.flow.nodeProblemsOne' : 'studio.flow.nodeProblems', { count: data.problems.length })}</span> : null}
      </button>
      <Handle type="source" position={Position.Bottom} />
    </div>
  );
}

const nodeTypes = { state: StateNode };

/** The flow drawn as a graph with an automatic layout; counts and check problems shown on the states. */
export function FlowGraph(props: {
  flow: FlowFile;
  figures?: Record<string, StateFigures>;
  problemsAt: (state: string) => string[];
  selected?: string;
  onSelect: (id: string) => void;
}) {
  const copy = useCopy();
  const [laid, setLaid] = useState<LaidOut>();
  const shape = useMemo(() => JSON.stringify(Object.entries(props.flow.states).map(([id, s]) => [id, (s.transitions ?? []).map((t) => [t.event, t.target, t.guard])])), [props.flow]);
  useEffect(() => {
    let live = true;
    void layoutFlow(props.flow).then((l) => live && setLaid(l));
    return () => {
      live = false;
    };
    // laid out again only when states or transitions change, not on every edit of a text
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shape]);

  const nodes = useMemo<Node<StateNodeData>[]>(() => Object.entries(props.flow.states).map(([id, s]) => ({
    id,
    type: 'state',
    position: laid?.positions[id] ?? { x: 0, y: 0 },
    data: {
      id,
      shows: s.screen ?? s.page ?? (s.waiting ? copy('studio.flow.waiting') : s.final ? copy('studio.flow.final') : ''),
      figures: props.figures?.[id],
      problems: props.problemsAt(id),
      selected: props.selected === id,
      onSelect: props.onSelect,
    },
  })), [props, laid, copy]);
  const edges = useMemo<Edge[]>(() => (laid?.edges ?? []).map((e) => ({ id: e.id, source: e.source, target: e.target, label: e.label, ariaLabel: e.label })), [laid]);

  if (!laid) return <p role="status">{copy('studio.flow.laying')}</p>;
  return (
    <div className="flow-graph">
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        fitView
        minZoom={0.1}
        nodesDraggable={false}
        nodesConnectable={false}
        nodesFocusable={false}
        edgesFocusable={false}
        elementsSelectable={false}
        proOptions={{ hideAttribution: true }}
        ariaLabelConfig={{ 'controls.ariaLabel': copy('studio.flow.controls') }}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
