import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer } from '../../src/server/chat/chatbot';
import { issueToken } from '../../src/server/core/auth';
import { createUser } from '../../src/server/identity/users';
import { createTestApp, testContent, type TestApp } from '../helpers/app';

let t: TestApp;
const HEARTH = { host: 'heloc.hearth-lending.example' };
const base = '/service-chat-chatbot/external/api/v1/message';

/** Moves the server clock forward to the next time of the given Pacific weekday and hour. */
function moveClockTo(app: TestApp, weekday: number, hour: number): void {
  const now = DateTime.fromJSDate(app.clock.now()).setZone('America/Los_Angeles');
  let target = now.set({ hour, minute: 0, second: 0, millisecond: 0 });
  while (target.weekday !== weekday || target <= now) target = target.plus({ days: 1 });
  app.clock.advance(target.toMillis() - now.toMillis());
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ask = (message: string, session?: { conversationId: string; token: string }, headers: Record<string, string> = HEARTH) => t.app.inject({
  method: 'POST', url: `${base}/chatWithAutobot`,
  headers: session ? { ...headers, 'x-chat-token': session.token } : headers,
  payload: { message, conversationId: session?.conversationId, senderType: 'APPLICANT' },
});

describe('the chatbot', () => {
  it("answers product questions with the org's own numbers", async () => {
    const rates = (await ask('What are your rates?')).json();
    expect(rates.responseStr).toContain('7.60%');
    expect(rates.responseStr).toContain('17.20%');
    const amounts = (await ask('How much can I borrow?')).json();
    expect(amounts.responseStr).toContain('$15,000');
    expect(amounts.responseStr).toContain('$400,000');
    expect((await ask('How long does funding take?')).json().responseStr).toMatch(/five business days/);
  });

  it('answers every part of a question that asks two things, in the order asked', async () => {
    const both = (await ask('What is your lowest rate and can I reapply?')).json();
    expect(both.responseStr).toContain('7.60%');
    expect(both.responseStr).toMatch(/apply again/);
    expect(both.responseStr.indexOf('7.60%')).toBeLessThan(both.responseStr.indexOf('apply again'));
    const fees = (await ask('What are the fees? When do I get the money?')).json();
    expect(fees.responseStr).toMatch(/origination fee/);
    expect(fees.responseStr).toMatch(/five business days/);
  });

  it('falls back, and offers an agent only during operating hours', async () => {
    moveClockTo(t, 7, 12); // Sunday: the chat team is closed
    const closed = (await ask('Can I talk to a person?')).json();
    expect(closed.handoff).toBe(false);
    expect(closed.responseStr).toMatch(/away right now/);
    const unknown = (await ask('Do you like pizza?')).json();
    expect(unknown.responseStr).toMatch(/don't have an answer/);
    expect(unknown.handoff).toBe(false);
    moveClockTo(t, 1, 10); // Monday morning: open
    const open = (await ask('Can I talk to a person?')).json();
    expect(open.handoff).toBe(true);
    expect(open.responseStr).toMatch(/Talk to an agent/);
  });

  it('keeps a conversation to its visitor and returns the last 20 exchanges', async () => {
    const first = (await ask('hello')).json() as { conversationId: string; token: string };
    let session = first;
    for (let i = 1; i <= 21; i += 1) session = { ...session, token: (await ask(`question ${i} about rates`, session)).json().token };
    const history = await t.app.inject({ method: 'GET', url: `${base}/getChatHistory/${first.conversationId}`, headers: { 'x-chat-token': session.token } });
    const items = history.json() as { questionStr: string }[];
    expect(items).toHaveLength(20);
    expect(items.at(-1)?.questionStr).toBe('question 21 about rates');
    expect(items[0]?.questionStr).toBe('question 2 about rates');
    const stranger = (await ask('hi')).json() as { token: string };
    const denied = await t.app.inject({ method: 'GET', url: `${base}/getChatHistory/${first.conversationId}`, headers: { 'x-chat-token': stranger.token } });
    expect(denied.statusCode).toBe(404);
  });

  it('links a conversation to the signed-in identity named by its borrower-authentication nonce', async () => {
    const pat = await createUser(t.db, { email: 'pat.bot@example.com', password: 'Applicant-password-1', role: 'APPLICANT', orgCode: 'HEARTH' });
    const lee = await createUser(t.db, { email: 'lee.bot@example.com', password: 'Applicant-password-1', role: 'APPLICANT', orgCode: 'HEARTH' });
    const patAuth = { authorization: `Bearer ${issueToken(t.app.jwtSecret, { id: pat.id, role: 'APPLICANT', org: 'HEARTH' })}` };
    const leeAuth = { authorization: `Bearer ${issueToken(t.app.jwtSecret, { id: lee.id, role: 'APPLICANT', org: 'HEARTH' })}` };
    const { nonce } = (await t.app.inject({ method: 'POST', url: '/service-csp/customer/secure/api/v1/webchat/authenticate', headers: patAuth })).json() as { nonce: string };
    const started = await t.app.inject({ method: 'POST', url: `${base}/chatWithAutobot`, headers: HEARTH, payload: { message: 'What are your rates?', senderType: 'APPLICANT', nonce } });
    const { conversationId } = started.json() as { conversationId: string };
    // Pat reads the conversation with the session alone (another device, say); Lee cannot.
    const mine = await t.app.inject({ method: 'GET', url: `${base}/getChatHistory/${conversationId}`, headers: patAuth });
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as { questionStr: string }[])[0]?.questionStr).toBe('What are your rates?');
    expect((await t.app.inject({ method: 'GET', url: `${base}/getChatHistory/${conversationId}`, headers: leeAuth })).statusCode).toBe(404);
    // A forged nonce links nobody.
    const forged = (await t.app.inject({ method: 'POST', url: `${base}/chatWithAutobot`, headers: HEARTH, payload: { message: 'hi', senderType: 'APPLICANT', nonce: 'x.y.z' } })).json() as { conversationId: string };
    expect((await t.app.inject({ method: 'GET', url: `${base}/getChatHistory/${forged.conversationId}`, headers: patAuth })).statusCode).toBe(404);
  });

  it('stores a bad rating with its reason, validated by the feedback form', async () => {
    const a = (await ask('What fees do you charge?')).json() as { conversationId: string; token: string; questionId: string };
    const rate = (payload: Record<string, unknown>) => t.app.inject({
      method: 'POST', url: `${base}/setChatReplyUsedWithFeedback`, headers: { 'x-chat-token': a.token },
      payload: { questionId: a.questionId, conversationId: a.conversationId, rating: 'BAD', senderType: 'APPLICANT', ...payload },
    });
    expect((await rate({})).json().errors).toContainEqual({ path: '/reason', message: 'Please select a reason' });
    const long = await rate({ reason: 'Other', additionalInformation: 'x'.repeat(141) });
    expect(long.json().errors).toContainEqual({ path: '/additionalInformation', message: 'Please restrict your response to 140 characters.' });
    const ok = await rate({ reason: 'Other', additionalInformation: 'I asked about my own county' });
    expect(ok.json()).toMatchObject({ rating: 'BAD', feedbackMessage: 'Other: I asked about my own county' });
    const [row] = await t.db.query<{ rating: string; feedback_message: string }>('select rating, feedback_message from chatbot_exchange where question_id = $1', [a.questionId]);
    expect(row).toEqual({ rating: 'BAD', feedback_message: 'Other: I asked about my own county' });
  });
});

describe('chatbot answers as content', () => {
  it("takes an org's own wording from its copy overrides", () => {
    const content = testContent().index;
    const base = content.orgs.EVERGREEN_CU;
    if (!base) throw new Error('EVERGREEN_CU missing');
    const org = { ...base, copy: { ...base.copy, strings: { ...base.copy?.strings, 'chatbot.answer.rates': 'Members pay from {minApr}.' } } };
    expect(answer(content, org, 'What is the APR?', false).text).toMatch(/^Members pay from \d+\.\d\d%\.$/);
    expect(answer(content, base, 'What is the APR?', false).text).toMatch(/^APRs range from/);
  });
});
