// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setFetch } from '../../src/api/client';
import { FEATURE_PATH, FEATURES_PATH, fetchFeature, fetchFeatures } from '../../src/api/flags';
import { resetTelemetry } from '../../src/api/telemetry';

const posted: { url: string; body: unknown }[] = [];
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  posted.length = 0;
  resetTelemetry();
  setFetch(async (input, init) => {
    const url = String(input);
    posted.push({ url, body: JSON.parse(String(init?.body ?? '{}')) });
    if (url.includes('/ft/')) return json({ sessionKey: { uuid: 's-1', epoch: 1, trackerUuid: 'tracker-9' } });
    if (url.endsWith(FEATURE_PATH)) return json({ enabled: true, variables: { routes: ['/x'] } });
    if (url.endsWith(FEATURES_PATH)) return json({ features: { 'fe-webchat': true, 'fe-broker-login': false } });
    return json({});
  });
});
afterEach(() => localStorage.clear());

describe('feature lookups of the optimisation service', () => {
  it('asks for one flag by its key, for this visitor, with the single-flag call', async () => {
    await expect(fetchFeature('HEARTH_NY', 'fe-broker-login')).resolves.toEqual({ flagKey: 'fe-broker-login', flagEnabled: true, variables: { routes: ['/x'] } });
    const call = posted.find((p) => p.url.endsWith('/service-optimize/external/api/v1/feature'));
    expect(call?.body).toEqual({ featureKey: 'fe-broker-login', optimizeUser: { trackerId: 'tracker-9', attributes: { orgCode: 'HEARTH_NY' } } });
    expect(posted.some((p) => p.url.includes('/v2/decision'))).toBe(false);
  });

  it('lists which features are on with the features call', async () => {
    await expect(fetchFeatures('HEARTH')).resolves.toEqual({ 'fe-webchat': true, 'fe-broker-login': false });
    expect(posted.find((p) => p.url.endsWith('/service-optimize/external/api/v1/features'))?.body).toEqual({ optimizeUser: { trackerId: 'tracker-9', attributes: { orgCode: 'HEARTH' } } });
  });
});
