import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, orgUrl } from './axe';
import { api } from './server';

const PASSWORD = 'agent console 2024';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A chat agent of the org (sandbox route), signed in through the login service; returns the session token. */
async function agentToken(request: APIRequestContext, org: string): Promise<string> {
  const email = `agent.${Date.now()}.${Math.floor(Math.random() * 1e6)}@hearth-lending.example`;
  const created = await request.post(api('/service-omni-proxy/sandbox/api/v1/agents'), { headers: { 'x-org': org }, data: { email, password: PASSWORD, firstName: 'Riley', lastName: 'Moss' } });
  expect(created.status()).toBe(200);
  const login = await request.post(api('/identity/api/v1/login'), { headers: { 'x-org': org }, data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { jwt: string }).jwt;
}

const panel = (page: Page) => page.getByRole('region', { name: 'Chat with us' });

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(panel(page)).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('an applicant and an agent chat with messages, files and links, until the agent ends it', async ({ browser, request }) => {
  const jwt = await agentToken(request, 'HEARTH');
  const agentContext = await browser.newContext();
  await agentContext.addInitScript((token) => localStorage.setItem('jwt', token), jwt);
  const agent = await agentContext.newPage();
  await agent.goto(orgUrl('HEARTH', '/account/heloc/agent'));
  await expect(agent.getByRole('heading', { name: 'Agent console' })).toBeVisible();
  await expect(agent.getByText('You are online for Hearth chats.')).toBeVisible();
  await expectNoAxeViolations(agent, 'agent console, empty');

  // The agent is at the console, so the visitor is routed to a live agent even outside hours.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(orgUrl('HEARTH', '/account/heloc/login'));
  await openChat(visitor);
  await panel(visitor).getByRole('button', { name: 'Start chat' }).click();
  await expect(panel(visitor).getByText('Required').first()).toBeVisible();
  await panel(visitor).getByLabel('Name').fill('x'.repeat(129));
  await panel(visitor).getByRole('button', { name: 'Start chat' }).click();
  await expect(panel(visitor).getByText('Cannot be more than 128 characters').first()).toBeVisible();
  await panel(visitor).getByLabel('Name').fill('Pat Doe');
  await panel(visitor).getByLabel('Email address').fill('pat@example.com');
  await expectNoAxeViolations(visitor, 'chat pre-engagement form');
  await panel(visitor).getByRole('button', { name: 'Start chat' }).click();

  const box = panel(visitor).getByPlaceholder('Type your message');
  await box.fill('Hello, I have a question');
  await box.press('Enter');
  await expect(panel(visitor).getByText('Waiting for next available agent')).toBeVisible();
  await expectNoAxeViolations(visitor, 'chat waiting for an agent');

  // The agent sees the waiting visitor, joins, and receives the first message.
  await agent.getByRole('button', { name: 'Join Pat Doe' }).click();
  const agentLog = agent.getByRole('log', { name: 'Chat messages' });
  await expect(agentLog.getByText('Hello, I have a question', { exact: true })).toBeVisible();
  const visitorLog = panel(visitor).getByRole('log', { name: 'Chat messages' });
  await expect(visitorLog.getByText('Riley M. joined the chat')).toBeVisible();
  await expect(panel(visitor).getByText('Waiting for next available agent')).toBeHidden();

  // The agent replies with a file and two links; only the lender's own link is clickable.
  await agent.locator('input[type=file]').setInputFiles({ name: 'rates.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(agent.getByText(`rates.pdf`)).toBeVisible();
  await agent.getByPlaceholder('Type your message').fill('See https://www.hearth-lending.example/rates or https://evil.example/win');
  await agent.getByRole('button', { name: 'Send' }).click();
  await expect(visitorLog.getByRole('link', { name: 'https://www.hearth-lending.example/rates' })).toBeVisible();
  await expect(visitorLog.getByText('or https://evil.example/win', { exact: true })).toBeVisible();
  await expect(visitorLog.getByRole('link', { name: /evil\.example/ })).toHaveCount(0);
  await expect(visitorLog.getByRole('button', { name: 'rates.pdf' })).toBeVisible();
  await expect(visitorLog.getByText(`(${PDF.length} bytes)`)).toBeVisible();

  // The visitor sends a file and markup, which arrives as text.
  await panel(visitor).locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('My county is Sacramento') });
  await expect(panel(visitor).getByRole('button', { name: 'Remove notes.txt' })).toBeVisible();
  await box.fill('<b>bold</b> is my note');
  await box.press('Enter');
  await expect(agentLog.getByRole('button', { name: 'notes.txt' })).toBeVisible();
  await expect(agentLog.getByText('<b>bold</b> is my note', { exact: true })).toBeVisible();
  await expect(agentLog.locator('b')).toHaveCount(0);
  await expectNoAxeViolations(agent, 'agent console, in a conversation');
  await expectNoAxeViolations(visitor, 'chat messaging');

  // Shift+Enter starts a new line instead of sending.
  await box.fill('line one');
  await box.press('Shift+Enter');
  await box.pressSequentially('line two');
  await expect(box).toHaveValue('line one\nline two');
  await box.fill('');

  await agent.getByRole('button', { name: 'End chat' }).click();
  await expect(panel(visitor).getByText('Thanks for chatting with us!')).toBeVisible();
  await expect(panel(visitor).getByRole('button', { name: 'Take the survey' })).toBeVisible();
  await expect(panel(visitor).getByRole('button', { name: 'Start new chat' })).toBeVisible();
  await expectNoAxeViolations(visitor, 'chat ended');

  // Escape collapses the panel and gives focus back to the toggle.
  await panel(visitor).getByRole('button', { name: 'Start new chat' }).focus();
  await visitor.keyboard.press('Escape');
  await expect(panel(visitor)).toBeHidden();
  await expect(visitor.getByRole('button', { name: 'Chat with us' })).toBeFocused();
  await agentContext.close();
  await visitorContext.close();
});

test('outside operating hours the chatbot answers and keeps the visitor\'s feedback', async ({ page, request }) => {
  // The org's chat team is put out of hours by the sandbox override, not by moving the server clock,
  // which every other journey on this server shares.
  const closed = await request.put(api('/service-omni-proxy/sandbox/api/v1/chat-hours'), { headers: { 'x-org': 'EVERGREEN_CU' }, data: { open: false } });
  expect(closed.status()).toBe(200);
  try {
    await chatbotJourney(page);
  } finally {
    await request.put(api('/service-omni-proxy/sandbox/api/v1/chat-hours'), { headers: { 'x-org': 'EVERGREEN_CU' }, data: { open: null } });
  }
});

async function chatbotJourney(page: Page) {
  await page.goto(orgUrl('EVERGREEN_CU', '/account/heloc/login'));
  await openChat(page);
  await panel(page).getByLabel('Name').fill('Sam Lee');
  await panel(page).getByRole('button', { name: 'Start chat' }).click();
  await expect(panel(page).getByText('Ask me anything about your home equity line of credit.')).toBeVisible();

  const box = panel(page).getByPlaceholder('Type your message');
  await box.fill('What are your rates?');
  await box.press('Enter');
  const log = panel(page).getByRole('log', { name: 'Chat messages' });
  await expect(log.getByText(/APRs range from \d+\.\d\d% to \d+\.\d\d%/)).toBeVisible();
  await box.fill('Can I talk to a person?');
  await box.press('Enter');
  await expect(log.getByText(/away right now/)).toBeVisible();
  await expectNoAxeViolations(page, 'chatbot');

  await log.getByRole('button', { name: 'Bad Response' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Tell us more' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Please select a reason').last()).toBeVisible();
  await dialog.getByLabel('Reason').selectOption('Other');
  await dialog.getByLabel('Tell us what went wrong').fill('y'.repeat(141));
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Please restrict your response to 140 characters.').first()).toBeVisible();
  await expectNoAxeViolations(page, 'chatbot feedback');
  await dialog.getByLabel('Tell us what went wrong').fill('I wanted rates for my county');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog).toBeHidden();
  await expect(log.getByText('Thanks, your feedback helps us improve.')).toBeVisible();

  // The rating is stored: the conversation's history (read with the visitor's own chat token) carries it.
  const history = await page.evaluate(async () => {
    const s = JSON.parse(localStorage.getItem('chatSession') ?? '{}') as { conversationId: string; token: string };
    const res = await fetch(`/service-chat-chatbot/external/api/v1/message/getChatHistory/${s.conversationId}`, { headers: { 'x-chat-token': s.token } });
    return (await res.json()) as { questionStr: string; rating: string | null }[];
  });
  expect(history.find((h) => h.questionStr === 'What are your rates?')?.rating).toBe('BAD');
}
