// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileUpload } from '../../src/widgets/upload/file-upload';

const text = {
  label: 'Photo of your ID', hint: 'PDF, JPEG, PNG or HEIC, up to 10 MB.', uploading: 'Uploading', done: 'Uploaded:',
  tooLarge: 'This file is larger than 10 MB.', empty: 'This file is empty.', wrongType: 'Please choose a PDF, JPEG, PNG or HEIC file.',
};

afterEach(cleanup);

function pick(file: File) {
  const input = screen.getByLabelText('Photo of your ID');
  fireEvent.change(input, { target: { files: [file] } });
  return input;
}

describe('file upload widget', () => {
  it('refuses an empty file before sending anything, and says why next to the field', () => {
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    render(<FileUpload applicationUuid="a" documentType="PASSPORT_FRONT" text={text} />);
    const input = pick(new File([], 'id.png', { type: 'image/png' }));
    expect(screen.getByRole('alert').textContent).toBe('This file is empty.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB and a file of another type', () => {
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    render(<FileUpload applicationUuid="a" documentType="PASSPORT_FRONT" text={text} />);
    const big = new File(['x'], 'id.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    pick(big);
    expect(screen.getByRole('alert').textContent).toBe('This file is larger than 10 MB.');
    pick(new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a PDF, JPEG, PNG or HEIC file.');
    expect(send).not.toHaveBeenCalled();
  });

  it('accepts the file picker to the four types only', () => {
    render(<FileUpload applicationUuid="a" documentType="PASSPORT_FRONT" text={text} />);
    expect(screen.getByLabelText('Photo of your ID').getAttribute('accept')).toBe('.pdf,.jpg,.jpeg,.png,.heic,application/pdf,image/jpeg,image/png,image/heic');
  });
});
