/**
 * The baseline the bench compares the portal with: plain rjsf (its default theme and the ajv8 validator
 * with its compiler, as the rjsf documentation sets it up) rendering the same schema files, nothing else.
 * `?screen=registration/property-info` (the first route's first step) or `?screen=start-hmda`.
 */
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import propertyInfo from '../../schemas/registration/property-info.schema.json';
import hmda from '../../schemas/screens/start-hmda.schema.json';

const SCREENS: Record<string, object> = { 'registration/property-info': propertyInfo, 'start-hmda': hmda };
const { $schema: _ignored, ...schema } = SCREENS[new URLSearchParams(location.search).get('screen') ?? 'start-hmda'] as { $schema?: string };

function Page() {
  const [formData, setFormData] = useState<unknown>({});
  return <Form schema={schema as RJSFSchema} validator={validator} formData={formData} onChange={(e) => setFormData(e.formData)} />;
}

createRoot(document.getElementById('root') as HTMLElement).render(<Page />);
