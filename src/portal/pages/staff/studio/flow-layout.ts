import ELK from 'elkjs/lib/elk.bundled.js';
import { HISTORY_TARGET, type FlowFile } from '../../../../engine/types';

export const NODE_WIDTH = 230;
export const NODE_HEIGHT = 104;

export interface LaidOut {
  positions: Record<string, { x: number; y: number }>;
  edges: { id: string; source: string; target: string; label: string }[];
}

const elk = new ELK();

/** The flow's transitions as edges (one per source, target and event), states placed by ELK's layered layout. */
export async function layoutFlow(flow: FlowFile): Promise<LaidOut> {
  const edges = new Map<string, LaidOut['edges'][number]>();
  for (const [source, state] of Object.entries(flow.states)) {
    for (const t of state.transitions ?? []) {
      if (t.target === HISTORY_TARGET || !flow.states[t.target]) continue;
      const id = `${source}->${t.target}:${t.event}`;
      if (!edges.has(id)) edges.set(id, { id, source, target: t.target, label: t.guard ? `${t.event} [${t.guard}]` : t.event });
    }
  }
  const graph = await elk.layout({
    id: 'flow',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '60',
      'elk.spacing.nodeNode': '40',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
    },
    children: Object.keys(flow.states).map((id) => ({ id, width: NODE_WIDTH, height: NODE_HEIGHT })),
    edges: [...edges.values()].map((e) => ({ id: e.id, sources: [e.source], targets: [e.target] })),
  });
  const positions: LaidOut['positions'] = {};
  for (const c of graph.children ?? []) positions[c.id] = { x: c.x ?? 0, y: c.y ?? 0 };
  return { positions, edges: [...edges.values()] };
}
