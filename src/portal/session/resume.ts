import type { ApplicationSummary } from '../../api/application-list';
import type { FlowFile } from '../../engine/types';
import { APP_BASE } from './paths';

/** Where a person continues an application: the signer's own area for one they sign, else its current step. */
export function resumePath(app: ApplicationSummary, flow: FlowFile | undefined, identityUuid: string | undefined): string {
  const signs = identityUuid !== undefined && app.helocSigners.some((s) => s.identityUuid === identityUuid);
  if (signs) return `${APP_BASE}/heloc-signer/intro?application=${app.uuid}`;
  const route = flow?.states[app.state]?.route;
  return route ? `${APP_BASE}/${app.uuid}/${route}` : `${APP_BASE}/${app.uuid}`;
}

/** The newest application still open (not in a final state) of the list, which is newest first. */
export const openApplication = (apps: ApplicationSummary[], flow: FlowFile | undefined): ApplicationSummary | undefined =>
  apps.find((a) => flow?.states[a.state] !== undefined && flow.states[a.state]?.final !== true);
