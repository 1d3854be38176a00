import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { applicationKey, fundingKey, submitFundingScreen, type FundingApplication } from '../../../api/funding';
import { SchemaForm } from '../../../renderer/schema-form';
import { FormFailure, useFormAction } from '../../forms/use-form-action';
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
  const { run: submit, busy, failure, fieldErrors } = useFormAction(async (data: Record<string, unknown>) => {
    const app = await submitFundingScreen(uuid, screen, data);
    qc.setQueryData(applicationKey(uuid), app);
    await qc.invalidateQueries({ queryKey: fundingKey(uuid) });
    if (after?.(app) !== true) goTo(app.state);
  });

  return (
    <StepPage status={status}>
      <FormFailure message={failure} />
      <SchemaForm screen={screen} onSubmit={submit} serverErrors={fieldErrors} disabled={busy} />
      {children}
    </StepPage>
  );
}
