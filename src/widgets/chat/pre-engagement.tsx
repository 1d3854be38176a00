import { useState } from 'react';
import { SchemaForm } from '../../renderer/schema-form';

export const PRE_ENGAGEMENT_FORM = 'forms/chat-pre-engagement';
/** Non-production stream mode adds the Agent ID dropdown (fixed test agents). */
export const PRE_ENGAGEMENT_STREAM_DEV_FORM = 'forms/chat-pre-engagement-stream-dev';

export interface PreEngagementData {
  friendlyName: string;
  emailAddress?: string;
  agentId?: string;
}

/** Name, Email address (and, in development stream mode, Agent ID), then "Start chat". */
export function PreEngagement(props: { withAgentId: boolean; welcome: string; onStart: (data: PreEngagementData) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ path: string; message: string }[]>();
  return (
    <div className="chat-pre">
      <p className="chat-welcome">{props.welcome}</p>
      <SchemaForm<PreEngagementData & Record<string, string>>
        screen={props.withAgentId ? PRE_ENGAGEMENT_STREAM_DEV_FORM : PRE_ENGAGEMENT_FORM}
        showTitle={false}
        disabled={busy}
        serverErrors={errors}
        onSubmit={async (data) => {
          setBusy(true);
          try {
            await props.onStart(data);
          } catch (e) {
            const fieldErrors = (e as { fieldErrors?: { path: string; message: string }[] }).fieldErrors;
            if (fieldErrors?.length) setErrors(fieldErrors);
          } finally {
            setBusy(false);
          }
        }}
      />
    </div>
  );
}
