// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from '../../../src/widgets/chat/composer';
import { MessageText } from '../../../src/widgets/chat/message-text';
import { MAX_FILE_BYTES, MAX_FILES } from '../../../src/widgets/chat/logic';
import { CHAT_MAX_FILE_BYTES, CHAT_MAX_FILES } from '../../../src/server/chat/media';

const labels = {
  message: 'Message', send: 'Send', attach: 'Attach file', files: 'Files to send',
  remove: (n: string) => `Remove ${n}`, rejected: (n: string) => `${n} can't be sent.`,
  tooLarge: (n: string) => `${n} is too large.`, tooMany: (n: string) => `${n} is one too many.`,
};

afterEach(cleanup);

describe('the chat composer', () => {
  it('sends on Enter, starts a new line on Shift+Enter, and clears after sending', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<Composer placeholder="Type your message" labels={labels} onSend={onSend} />);
    const box = screen.getByPlaceholderText('Type your message') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'line one' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('line one', []));
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('does not send an empty message, and keeps the text when sending fails', async () => {
    const onSend = vi.fn().mockRejectedValue(new Error('offline'));
    render(<Composer placeholder="Type your message" labels={labels} onSend={onSend} />);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    const box = screen.getByPlaceholderText('Type your message') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(box.value).toBe('Hello');
  });

  it('takes several accepted files with their sizes, lets one be removed, and refuses other types', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    const { container } = render(<Composer placeholder="Type your message" labels={labels} onSend={onSend} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const pdf = new File([new Uint8Array(2048)], 'statement.pdf', { type: 'application/pdf' });
    const txt = new File(['note'], 'note.txt', { type: 'text/plain' });
    const exe = new File(['MZ'], 'setup.exe');
    fireEvent.change(input, { target: { files: [pdf, txt, exe] } });
    expect(screen.getByText('(2.0 KB)')).toBeTruthy();
    expect(screen.getByText('(4 bytes)')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain("setup.exe can't be sent.");
    fireEvent.click(screen.getByRole('button', { name: 'Remove note.txt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('', [pdf]));
  });

  it("refuses files over the server's 10 MB limit and more than 5 in a message, saying why", () => {
    expect(MAX_FILE_BYTES).toBe(CHAT_MAX_FILE_BYTES);
    expect(MAX_FILES).toBe(CHAT_MAX_FILES);
    const { container } = render(<Composer placeholder="Type your message" labels={labels} onSend={vi.fn()} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const big = new File([new Uint8Array(MAX_FILE_BYTES + 1)], 'video.mp4', { type: 'video/mp4' });
    const fits = new File([new Uint8Array(MAX_FILE_BYTES)], 'clip.mp4', { type: 'video/mp4' });
    fireEvent.change(input, { target: { files: [big, fits] } });
    expect(screen.getByRole('alert').textContent).toBe('video.mp4 is too large.');
    expect(screen.getByText('(10.0 MB)')).toBeTruthy();
    const notes = Array.from({ length: 5 }, (_, i) => new File(['n'], `note-${i}.txt`, { type: 'text/plain' }));
    fireEvent.change(input, { target: { files: notes } });
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(5);
    expect(screen.getByRole('alert').textContent).toBe('note-4.txt is one too many.');
  });
});

describe('message text', () => {
  it('shows markup as text and links only allowed domains', () => {
    const { container } = render(
      <MessageText text={'<img src=x onerror=alert(1)> see https://hearth-lending.example/a and https://evil.example/b'} allowedDomains={['hearth-lending.example']} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://hearth-lending.example/a']);
    expect(links[0]?.getAttribute('rel')).toContain('noopener');
  });
});
