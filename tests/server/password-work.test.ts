import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { hashPassword, setPasswordHashing, verifyPassword } from '../../src/server/identity/password';

describe('the work of a password hash', () => {
  // the work is the process's (the last app built sets it): each case starts from the standard work and leaves it
  beforeEach(() => setPasswordHashing('standard'));
  afterEach(() => setPasswordHashing('standard'));

  it('is the standard work unless a test server asks for light, which production refuses', () => {
    expect(loadConfig({}).passwordHashing).toBe('standard');
    expect(loadConfig({ PASSWORD_HASHING: 'light' }).passwordHashing).toBe('light');
    expect(() => loadConfig({ PASSWORD_HASHING: 'light', NODE_ENV: 'production' })).toThrow('PASSWORD_HASHING=light is for test servers and is refused in production');
    expect(() => loadConfig({ PASSWORD_HASHING: 'none' })).toThrow('PASSWORD_HASHING must be standard or light, got "none"');
  });

  it('stores the parameters it used, so a hash made either way is verified after a change', async () => {
    const standard = await hashPassword('correct horse battery');
    expect(standard).toMatch(/^scrypt\$32768\$8\$3\$/);
    setPasswordHashing('light');
    const light = await hashPassword('correct horse battery');
    expect(light).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', standard)).toBe(true);
    setPasswordHashing('standard');
    expect(await verifyPassword('correct horse battery', light)).toBe(true);
    expect(await verifyPassword('correct horse staple', light)).toBe(false);
  });
});
