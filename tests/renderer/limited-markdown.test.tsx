// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../../src/renderer/limited-markdown';

describe('limited markdown', () => {
  it('renders strong, emphasis, code and links, and leaves raw HTML as text', () => {
    const { container } = render(<Markdown>{'**photo.png** (*image/png*, `42` bytes) see [help](https://example.com/help) <b>x</b>'}</Markdown>);
    expect(container.querySelector('strong')?.textContent).toBe('photo.png');
    expect(container.querySelector('em')?.textContent).toBe('image/png');
    expect(container.querySelector('code')?.textContent).toBe('42');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://example.com/help');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b>x</b>');
  });

  it('keeps a link to a script scheme as text', () => {
    const { container } = render(<Markdown>{'[click](javascript:alert(1))'}</Markdown>);
    expect(container.querySelector('a')).toBeNull();
  });

  it('makes one paragraph per blank-line-separated block', () => {
    const { container } = render(<Markdown>{'First.\n\nSecond.'}</Markdown>);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['First.', 'Second.']);
  });
});
