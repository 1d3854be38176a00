// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildContent } from '../../../src/engine/content';
import { RendererContentContext, type RendererContent } from '../../../src/renderer/content-context';
import { SchemaForm } from '../../../src/renderer/schema-form';
import { readContentFiles } from '../../../src/server/content/load';
import { precompiledFunctions } from '../../helpers/precompiled';

const { index } = buildContent(readContentFiles(process.cwd()).files);

/** The precompiled validator of a real schema pair, loaded the way the browser loads it. */
async function loadValidator(id: string): Promise<Record<string, unknown>> {
  const pair = index.screens[id];
  if (!pair) throw new Error(`no pair ${id}`);
  return precompiledFunctions(pair.schema, id);
}

function renderForm(screenId: string) {
  const value: RendererContent = { content: index, loadValidator };
  const onSubmit = vi.fn();
  render(
    <RendererContentContext.Provider value={value}>
      <SchemaForm screen={screenId} onSubmit={onSubmit} showTitle={false} />
    </RendererContentContext.Provider>,
  );
  return { onSubmit };
}

afterEach(cleanup);

describe('chat pre-engagement form', () => {
  it('requires a name of at most 128 characters and checks the e-mail length', async () => {
    const { onSubmit } = renderForm('forms/chat-pre-engagement');
    const start = await screen.findByRole('button', { name: 'Start chat' });
    fireEvent.click(start);
    expect((await screen.findAllByText('Required')).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'x'.repeat(129) } });
    fireEvent.change(screen.getByLabelText(/^Email address/), { target: { value: `${'a'.repeat(125)}@b.co` } });
    fireEvent.click(start);
    expect((await screen.findAllByText('Cannot be more than 128 characters')).length).toBeGreaterThanOrEqual(2);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByLabelText(/Agent ID/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Pat Doe' } });
    fireEvent.change(screen.getByLabelText(/^Email address/), { target: { value: 'pat@example.com' } });
    fireEvent.click(start);
    expect(onSubmit).toHaveBeenCalledWith({ friendlyName: 'Pat Doe', emailAddress: 'pat@example.com' });
  });

  it('asks for a test agent in development stream mode', async () => {
    renderForm('forms/chat-pre-engagement-stream-dev');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Pat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect((await screen.findAllByText('Required')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/Agent ID/)).toBeTruthy();
  });
});

describe('chatbot feedback form', () => {
  it('asks for a reason, reveals the free text for Other and limits it to 140 characters', async () => {
    const { onSubmit } = renderForm('forms/chatbot-feedback');
    const send = await screen.findByRole('button', { name: 'Send feedback' });
    const reason = screen.getByLabelText(/^Reason/) as HTMLSelectElement;
    expect([...reason.options].map((o) => o.text)).toEqual([
      'Please select a reason', 'Answer too vague', 'Not specific to my application', 'Not what I was asking about', 'Other',
    ]);
    fireEvent.click(send);
    expect((await screen.findAllByText('Please select a reason')).length).toBeGreaterThan(1);
    expect(screen.queryByLabelText(/Tell us what went wrong/)).toBeNull();
    const other = [...reason.options].find((o) => o.text === 'Other') as HTMLOptionElement;
    fireEvent.change(reason, { target: { value: other.value } });
    const detail = await screen.findByLabelText(/Tell us what went wrong/);
    fireEvent.change(detail, { target: { value: 'y'.repeat(141) } });
    fireEvent.click(send);
    expect((await screen.findAllByText('Please restrict your response to 140 characters.')).length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(detail, { target: { value: 'About my county' } });
    fireEvent.click(send);
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Other', additionalInformation: 'About my county' });
  });
});
