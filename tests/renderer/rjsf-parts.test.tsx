// @vitest-environment jsdom
import Form from '@rjsf/core';
import rjsfFields from '@rjsf/core/lib/components/fields/index.js';
import rjsfTemplates from '@rjsf/core/lib/components/templates/index.js';
import rjsfWidgets from '@rjsf/core/lib/components/widgets/index.js';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import fields from '../../src/renderer/rjsf-fields';
import { laterPart } from '../../src/renderer/rjsf-parts';
import templates from '../../src/renderer/rjsf-templates';
import widgets from '../../src/renderer/rjsf-widgets';

afterEach(cleanup);

// The browser build reads rjsf's lists of its default parts from these (scripts/browser-aliases.ts).
describe("rjsf's default parts, with those no opening screen draws loaded apart", () => {
  it('name every field, widget and template rjsf has, so none goes missing when rjsf adds one', () => {
    expect(Object.keys(fields()).sort()).toEqual(Object.keys(rjsfFields()).sort());
    expect(Object.keys(widgets()).sort()).toEqual(Object.keys(rjsfWidgets()).sort());
    const { ButtonTemplates, ...own } = templates();
    const { ButtonTemplates: rjsfButtons, ...rjsfOwn } = rjsfTemplates();
    expect(Object.keys(own).sort()).toEqual(Object.keys(rjsfOwn).sort());
    expect(Object.keys(ButtonTemplates).sort()).toEqual(Object.keys(rjsfButtons).sort());
  });

  it('keep the parts the opening screens draw in the first script: the text input, radio buttons, the base input', () => {
    expect(widgets().TextWidget).toBe(rjsfWidgets().TextWidget);
    expect(widgets().RadioWidget).toBe(rjsfWidgets().RadioWidget);
    expect(templates().BaseInputTemplate).toBe(rjsfTemplates().BaseInputTemplate);
    expect(fields().StringField).toBe(rjsfFields().StringField);
  });

  it('draw a part loaded apart once it has loaded, the same one each render', async () => {
    expect(laterPart('FileWidget')).toBe(laterPart('FileWidget'));
    const schema: RJSFSchema = { type: 'object', properties: { proof: { type: 'string', format: 'data-url', title: 'Proof of income' } } };
    render(<Form schema={schema} validator={validator} widgets={{ FileWidget: laterPart('FileWidget') }} />);
    const input = await screen.findByLabelText('Proof of income');
    expect(input.getAttribute('type')).toBe('file');
  });
});
