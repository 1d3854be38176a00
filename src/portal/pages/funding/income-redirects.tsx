import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useCopy } from '../../org-context';
import { WaitingNotice } from './step';

/** income/link/{type}: the spec sends it to the review page, which opens with that link type chosen. */
export function IncomeLinkRedirect() {
  const { uuid, type } = useParams();
  return <Navigate to={`/account/heloc/${uuid}/income/review?linkType=${encodeURIComponent(type ?? '')}`} replace />;
}

/** income/pointserv-callback: the payroll provider returns here; the review page shows the outcome. */
export function PointservCallback() {
  const { uuid } = useParams();
  const navigate = useNavigate();
  const copy = useCopy();
  useEffect(() => {
    navigate(`/account/heloc/${uuid}/income/review`, { replace: true });
  }, [navigate, uuid]);
  return <WaitingNotice text={copy('income.callback')} />;
}
