import { describe, expect, it } from 'vitest';
import {
  AGENT_SESSION_MS, applicationUuidFrom, CHATBOT_SESSION_MS, chatbotEnded, chatbotPanelEnded, chooseMode, formatFileSize, inputAllowed, unavailableVendor,
  isAcceptedFile, isSessionValid, linkify, needsRefresh, parseChatQuery, sessionLifetime, waitingDots, withoutPop,
  type ChatSession,
} from '../../../src/widgets/chat/logic';

const UUID = '3f2a9c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b';
const closed = { agentActive: false, chatbotActive: false, open: false, production: true };

describe('chat routing', () => {
  it('prefers an active agent, then an active chatbot, then agents in hours and the chatbot outside them', () => {
    expect(chooseMode({ ...closed, agentActive: true, chatbotActive: true })).toBe('twilio');
    expect(chooseMode({ ...closed, chatbotActive: true, open: true })).toBe('chatbot');
    expect(chooseMode({ ...closed, open: true })).toBe('twilio');
    expect(chooseMode(closed)).toBe('chatbot');
  });

  it('uses stream for agents when its flag and key are on', () => {
    expect(chooseMode({ ...closed, open: true, stream: true })).toBe('stream');
  });

  it('honours the mode override outside production only', () => {
    expect(chooseMode({ ...closed, open: true, override: 'nice', production: false })).toBe('nice');
    expect(chooseMode({ ...closed, open: true, override: 'chatbot', production: true })).toBe('twilio');
  });
});

describe('chat sessions', () => {
  const session = (expiration: number): ChatSession => ({ mode: 'twilio', friendlyName: 'Pat', token: 't', expiration, loginTimestamp: 0 });

  it('reuses a stored session only until it expires', () => {
    const now = 1_700_000_000_000;
    expect(isSessionValid(session(now + 1), now)).toBe(true);
    expect(isSessionValid(session(now), now)).toBe(false);
    expect(isSessionValid(null, now)).toBe(false);
  });

  it('lasts 6 hours with an agent and 10 minutes with the chatbot', () => {
    expect(sessionLifetime('twilio')).toBe(AGENT_SESSION_MS);
    expect(AGENT_SESSION_MS).toBe(6 * 3600 * 1000);
    expect(sessionLifetime('chatbot')).toBe(CHATBOT_SESSION_MS);
    expect(CHATBOT_SESSION_MS).toBe(10 * 60 * 1000);
  });

  it('refreshes a token with less than five minutes left', () => {
    const token = (expSeconds: number) => `h.${btoa(JSON.stringify({ exp: expSeconds }))}.s`;
    const now = 1_700_000_000_000;
    expect(needsRefresh(token(now / 1000 + 60), now)).toBe(true);
    expect(needsRefresh(token(now / 1000 + 3600), now)).toBe(false);
  });
});

describe('chat input rules', () => {
  const base = { active: true, open: false, messageCount: 0, override: false, production: true };
  it('accepts input in hours, in a conversation already under way, or with a development override', () => {
    expect(inputAllowed(base)).toBe(false);
    expect(inputAllowed({ ...base, open: true })).toBe(true);
    expect(inputAllowed({ ...base, messageCount: 2 })).toBe(true);
    expect(inputAllowed({ ...base, override: true })).toBe(false);
    expect(inputAllowed({ ...base, override: true, production: false })).toBe(true);
    expect(inputAllowed({ ...base, active: false, open: true })).toBe(false);
  });

  it('ends the chatbot when its session expired, or in production outside hours without a session', () => {
    expect(chatbotEnded({ sessionExpired: true, hasSession: false, open: true, production: false })).toBe(true);
    expect(chatbotEnded({ sessionExpired: false, hasSession: false, open: false, production: true })).toBe(true);
    expect(chatbotEnded({ sessionExpired: false, hasSession: true, open: false, production: true })).toBe(false);
    expect(chatbotEnded({ sessionExpired: false, hasSession: false, open: false, production: false })).toBe(false);
  });
});

describe('vendor modes and the chatbot panel', () => {
  const bot: ChatSession = { mode: 'chatbot', friendlyName: 'Sam', token: '', expiration: Date.now() + 60_000, loginTimestamp: 0 };

  it('sends agents through talkjs when its keys are configured, stream (flag and keys) first', () => {
    expect(chooseMode({ ...closed, agentActive: true, talkjs: true })).toBe('talkjs');
    expect(chooseMode({ ...closed, agentActive: true, talkjs: true, stream: true })).toBe('stream');
    expect(chooseMode({ ...closed, open: true, talkjs: true })).toBe('talkjs');
    expect(chooseMode({ ...closed, talkjs: true })).toBe('chatbot');
  });

  it('refuses a vendor mode whose keys the server lacks, and only those', () => {
    expect(unavailableVendor('talkjs', { streamAvailable: true, talkjsAvailable: false })).toBe('talkjs');
    expect(unavailableVendor('stream', { streamAvailable: false, talkjsAvailable: true })).toBe('stream');
    expect(unavailableVendor('talkjs', { talkjsAvailable: true })).toBeNull();
    expect(unavailableVendor('twilio', { streamAvailable: false, talkjsAvailable: false })).toBeNull();
    // not known yet: nothing is refused before the server has answered
    expect(unavailableVendor('talkjs', undefined)).toBeNull();
  });

  it('keeps the chatbot answering a visitor who started it outside hours, and ends an expired chatbot session', () => {
    const at = { mode: 'chatbot' as const, expired: false, open: false, production: true };
    // the pre-engagement form stored the chatbot session: the chatbot answers outside hours, before and after its first answer
    expect(chatbotPanelEnded({ ...at, session: bot })).toBe(false);
    expect(chatbotPanelEnded({ ...at, session: { ...bot, conversationId: 'c-1', token: 't' } })).toBe(false);
    // the pre-engagement form comes first: no input to replace yet
    expect(chatbotPanelEnded({ ...at, session: null })).toBe(false);
    // an expired chatbot session ends, in and out of production, in and out of hours
    expect(chatbotPanelEnded({ ...at, session: null, expired: true, production: false, open: true })).toBe(true);
    expect(chatbotPanelEnded({ ...at, session: null, expired: true })).toBe(true);
    expect(chatbotPanelEnded({ ...at, mode: 'twilio', session: null, expired: true })).toBe(false);
  });
});

describe('chat page context', () => {
  it('finds the application uuid in the path, or in storage after the bank-link return', () => {
    expect(applicationUuidFrom(`/account/heloc/${UUID}/income/review`, null)).toBe(UUID);
    expect(applicationUuidFrom('/account/heloc/register', null)).toBeNull();
    expect(applicationUuidFrom('/account/heloc/plaid-oauth-success', UUID)).toBe(UUID);
    expect(applicationUuidFrom('/account/heloc/plaid-oauth-success', 'not-a-uuid')).toBeNull();
  });

  it('opens on pop-webchat only on application routes, and drops the parameter', () => {
    expect(parseChatQuery(`/account/heloc/${UUID}/start/profile`, '?pop-webchat&x=1').pop).toBe(true);
    expect(parseChatQuery('/account/heloc/register', '?pop-webchat').pop).toBe(false);
    expect(withoutPop('?pop-webchat=1&x=1')).toBe('?x=1');
    expect(withoutPop('?pop-webchat')).toBe('');
  });

  it('reads the mode override and the crypto visitor', () => {
    const q = parseChatQuery('/account/heloc/register', '?mode=stream&utm_source=cloc');
    expect(q).toMatchObject({ override: 'stream', crypto: true });
    expect(parseChatQuery('/x', '?mode=bogus').override).toBeNull();
  });
});

describe('attachments and text', () => {
  it('shows sizes in bytes, KB or MB with one decimal', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024 + 100_000)).toBe('5.1 MB');
  });

  it('accepts only the listed file types', () => {
    expect(['a.JPG', 'b.png', 'c.amr', 'd.mp3', 'e.mp4', 'f.pdf', 'g.txt'].every(isAcceptedFile)).toBe(true);
    expect(isAcceptedFile('setup.exe')).toBe(false);
    expect(isAcceptedFile('photo.heic')).toBe(false);
  });

  it('makes links only to allowed domains', () => {
    const segments = linkify('Rates: https://www.hearth-lending.example/rates, not https://hearth-lending.example.evil.test/x or javascript:alert(1)', ['hearth-lending.example']);
    expect(segments.filter((s) => s.kind === 'link').map((s) => s.text)).toEqual(['https://www.hearth-lending.example/rates']);
    expect(segments.map((s) => s.text).join('')).toBe('Rates: https://www.hearth-lending.example/rates, not https://hearth-lending.example.evil.test/x or javascript:alert(1)');
  });

  it('animates the waiting dots in four steps', () => {
    expect([0, 1, 2, 3, 4].map(waitingDots)).toEqual(['', '.', '..', '...', '']);
  });
});
