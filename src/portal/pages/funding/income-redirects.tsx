import { Navigate } from 'react-router';
import { stepUrl } from '../application/flow';
import type { StepPageProps } from '../application/step-props';

/** income/link/{type}: the spec sends it to the review page, which opens with that link type chosen. */
export function IncomeLinkRedirect({ uuid, route }: StepPageProps) {
  const type = route.split('/').at(-1) ?? '';
  return <Navigate to={`${stepUrl(uuid, 'income/review')}?linkType=${encodeURIComponent(type)}`} replace />;
}

/** income/pointserv-callback: the payroll provider returns here; the review step shows the outcome. */
export function IncomeCallback({ uuid }: StepPageProps) {
  return <Navigate to={stepUrl(uuid, 'income/review')} replace />;
}
