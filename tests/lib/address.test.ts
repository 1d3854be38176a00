import { describe, expect, it } from 'vitest';
import { shortenAddress } from '../../src/lib/address';

describe('shortenAddress', () => {
  it('keeps the first six and last five characters of a long address', () => {
    expect(shortenAddress('0x71C7656EC7ab88b098defB751B7401B5f6d8976F')).toBe('0x71C7...8976F');
  });

  it('shows addresses of 11 characters or fewer whole', () => {
    expect(shortenAddress('12345678901')).toBe('12345678901');
    expect(shortenAddress('123456789012')).toBe('123456...89012');
  });
});
