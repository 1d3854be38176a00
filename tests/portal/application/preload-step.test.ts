// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { loadWholeContent } from '../../../src/portal/content';
import { nextStates, preloadRoute, preloadState } from '../../../src/portal/pages/application/preload-step';

describe('loading a step ahead', () => {
  beforeAll(() => loadWholeContent());

  it('finds the states a state\'s own transitions lead to, not the flow\'s global ones', () => {
    expect(nextStates('profile').sort()).toEqual(['incorrectPin', 'liens', 'ssnCredit']);
    expect(nextStates('noCredit')).toEqual([]);
  });

  it('loads what a state or a route shows once, without failing the caller, whatever the route', async () => {
    // loaded: its screen's validator and its page (an array of what was loaded); a second time: nothing to do
    await expect(preloadState('profile')).resolves.toHaveLength(1);
    await expect(preloadState('profile')).resolves.toBeUndefined();
    await expect(preloadState('no such state')).resolves.toBeUndefined();
    await expect(preloadRoute('credit/social')).resolves.toHaveLength(1);
    await expect(preloadRoute('not/a/route/at/all')).resolves.toBeUndefined();
  });
});
