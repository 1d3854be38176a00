import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ServiceError } from '../../../api/errors';
import { applicationKey, fundingKey, submitFundingScreen, type FundingApplication } from '../../../api/funding';
import { SchemaForm } from '../../../renderer/schema-form';
import { StepPage, useStep } from './step';

/**
 * A funding step that is a plain form: the screen's schema pair rendered, written to the funding
 * screen endpoint (validated there by the same schema), then on to the state the server moved to.
 */
export function ScreenStep({ screen, states, children, after }: {
  screen: string;
  states: string[];
  children?: ReactNode;
  after?: (app: FundingApplication & { invitations?: unknown[] }) => boolean | void;
}) {
  const { uuid, status, goTo } = useStep(states);
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<{ path: string; message: string }[]>();

  const submit = async (data: Record<string, unknown>) => {
    setBusy(true);
    setFailure(undefined);
    setFieldErrors(undefined);
    try {
      const app = await submitFundingScreen(uuid, screen, data);
      qc.setQueryData(applicationKey(uuid), app);
      await qc.invalidateQueries({ queryKey: fundingKey(uuid) });
      if (after?.(app) !== true) goTo(app.state);
    } catch (error) {
      if (error instanceof ServiceError && error.fieldErrors.length) setFieldErrors(error.fieldErrors);
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepPage status={status}>
      {failure ? <div className="form-errors" role="alert"><p className="form-errors__title">{failure}</p></div> : null}
      <SchemaForm screen={screen} onSubmit={submit} serverErrors={fieldErrors} disabled={busy} />
      {children}
    </StepPage>
  );
}
