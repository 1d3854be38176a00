import { describe, expect, it } from 'vitest';
import { arrivalFor, decideStep, type StepFacts, type StepTarget } from '../../src/product/step-decision';

/** A journey of four states in order; `offer` is a page step, `review` a waiting one, `done` final. */
const ORDER = ['profile', 'offer', 'review', 'done'];
const ROUTES: Record<string, string> = { profile: 'profile', offer: 'offers', review: 'review', done: 'done' };
const state = (s: string, extra: Partial<Extract<StepTarget, { kind: 'state' }>> = {}): StepTarget =>
  ({ kind: 'state', state: s, waiting: false, final: false, child: false, ...extra });

const facts = (over: Partial<StepFacts>): StepFacts => ({
  route: 'profile', target: state('profile', { screen: 'profile' }), state: 'profile', arrivalState: 'profile',
  declined: undefined, signer: false, profileLoading: false,
  isBehind: (a, b) => ORDER.indexOf(a) < ORDER.indexOf(b), routeOf: (s) => ROUTES[s], isGroup: (r) => r === 'start',
  finalState: false, ...over,
});

describe('the step decision', () => {
  it.each<[string, Partial<StepFacts>, unknown, string | undefined]>([
    ['nothing while the application loads', { state: undefined, arrivalState: undefined }, { kind: 'none' }, undefined],
    ["an additional signer's own area", { signer: true }, { kind: 'signer-area' }, undefined],
    ['the application itself: its current step', { route: '' , target: { kind: 'none' } }, { kind: 'go', route: 'profile' }, undefined],
    ["the current step's screen", {}, { kind: 'show', past: false, body: { kind: 'screen', screen: 'profile', closed: false } }, undefined],
    ['a passed step with a screen: shown as done', { state: 'review', arrivalState: 'review' }, { kind: 'show', past: true, body: { kind: 'past-screen', screen: 'profile' } }, undefined],
    ['a passed page step: what was chosen', { route: 'offers', target: state('offer', { page: 'offers' }), state: 'review', arrivalState: 'review' },
      { kind: 'show', past: true, body: { kind: 'past-page', page: 'offers' } }, undefined],
    ['a step ahead: on to where the application is', { route: 'done', target: state('done', { screen: 'done' }) }, { kind: 'moving' }, 'profile'],
    ['a step the application left while shown: on to where it is', { state: 'offer', arrivalState: 'profile' }, { kind: 'moving' }, 'offers'],
    ['a declined decision: to its page', { declined: 'declined' }, { kind: 'moving' }, 'declined'],
    ['a group index: to the application', { route: 'start', target: { kind: 'none' } }, { kind: 'go', route: '' }, undefined],
    ['an unknown route: not found', { route: 'nowhere', target: { kind: 'none' } }, { kind: 'show', past: false, body: { kind: 'not-found' } }, undefined],
    ['a screen of any state, closed at a final one', { route: 'letters', target: { kind: 'screen', screen: 'letters' }, finalState: true },
      { kind: 'show', past: false, body: { kind: 'screen', screen: 'letters', closed: true } }, undefined],
    ['a page of any state', { route: 'document/disclosures', target: { kind: 'page', page: 'disclosures' } }, { kind: 'show', past: false, body: { kind: 'page', page: 'disclosures' } }, undefined],
    ['a waiting state: the waiting view', { route: 'review', target: state('review', { waiting: true }), state: 'review', arrivalState: 'review' },
      { kind: 'show', past: false, body: { kind: 'waiting' } }, undefined],
  ])('%s', (_name, over, decision, redirect) => {
    const plan = decideStep(facts(over));
    expect(plan.decision).toEqual(decision);
    expect(plan.redirect).toBe(redirect);
  });

  it('polls a waiting state where the reader is, and times out only where nothing else is shown', () => {
    const waiting = decideStep(facts({ route: 'review', target: state('review', { waiting: true }), state: 'review' }));
    expect([waiting.poll, waiting.onExhausted]).toEqual([true, 'timeout']);
    const withScreen = decideStep(facts({ route: 'review', target: state('review', { waiting: true, screen: 'review' }), state: 'review' }));
    expect([withScreen.poll, withScreen.onExhausted]).toEqual([true, 'stop']);
    expect(decideStep(facts({ route: 'review', target: state('review', { waiting: true }), state: 'review', signer: true })).poll).toBe(false);
    expect(decideStep(facts({ route: 'review', target: state('review', { waiting: true }), state: 'review', declined: 'declined' })).poll).toBe(false);
  });

  it('waits for the profile before sending anyone on', () => {
    expect(decideStep(facts({ route: 'done', target: state('done'), profileLoading: true })).redirect).toBeUndefined();
  });

  it('keeps the arrival for a route, and starts it again at another route or once the state is known', () => {
    const at = { route: 'profile', state: 'profile' };
    expect(arrivalFor(at, 'profile', 'offer')).toBe(at);
    expect(arrivalFor(at, 'offers', 'offer')).toEqual({ route: 'offers', state: 'offer' });
    expect(arrivalFor({ route: 'profile', state: undefined }, 'profile', 'profile')).toEqual({ route: 'profile', state: 'profile' });
  });
});
