import { useQuery } from '@tanstack/react-query';
import { SERVICE } from '../lib/service-paths';
import { api, request } from './client';
import { getToken } from './session';

/** Chat service calls (spec chat section 7) and the agent console's calls. */

export const OPEN_STATUS_PATH = `${SERVICE.operatingHours}/external/api/v1/hours/OPS_CHAT/openStatus`;
export const AVAILABILITY_PATH = `${SERVICE.omniProxy}/insecure/api/v1/availability`;
export const INIT_WEB_CHAT_PATH = `${SERVICE.csp}/external/api/v1/twilio/initWebChat`;
export const STREAM_INIT_PATH = `${SERVICE.omniProxy}/insecure/api/v1/stream/init-web-chat`;
export const TALKJS_INIT_PATH = `${SERVICE.omniProxy}/insecure/api/v1/talkjs/init-web-chat`;
export const REFRESH_TOKEN_PATH = `${SERVICE.csp}/external/api/v1/twilio/refreshToken`;
export const WEB_CHAT_INFO_PATH = `${SERVICE.csp}/external/api/v1/twilio/web-chat-info`;
export const NONCE_AUTH_PATH = `${SERVICE.csp}/customer/secure/api/v1/webchat/authenticate`;
export const NONCE_REFRESH_PATH = `${SERVICE.csp}/customer/secure/api/v1/webchat/refresh`;
export const CHATBOT_PATH = `${SERVICE.chatChatbot}/external/api/v1/message`;
export const SOCKET_PATH = `${SERVICE.omniProxy}/insecure/api/v1/socket`;
const CONVERSATIONS = `${SERVICE.omniProxy}/insecure/api/v1/conversations`;
const AGENT = `${SERVICE.omniProxy}/agent/api/v1/conversations`;

/** Spec: operating hours are polled every 60 s. */
export const HOURS_POLL_MS = 60_000;

import type {
  Availability, ChatbotAnswer, ChatbotItem, ChatbotRating, ChatConversation, ChatMedia, ChatMessage, ChatTokenAnswer,
  InitWebChatRequest as WireInitWebChatRequest, InitWebChatResponse, MessagesAnswer, NonceAnswer, OpenStatus, QueueAnswer,
  QueuedConversation, StreamInitResponse, TalkjsInitResponse, WebChatInfo,
} from '../contracts/chat';
import { agentKeys } from './agent-console';
export type { ChatbotItem, ChatConversation, ChatMedia, ChatMessage, QueuedConversation };

/** The browser always names the lender it starts a chat for (the x-org header). */
export type InitWebChatRequest = WireInitWebChatRequest & Required<Pick<WireInitWebChatRequest, 'orgCode'>>;

const orgHeader = (orgCode: string) => ({ 'x-org': orgCode });
const chatHeaders = (token: string) => ({ 'x-chat-token': token });

/** Open flag of the chat team (header x-org: the org's code). Queries do not retry or refetch on focus. */
export function useChatOpenStatus(orgCode: string, enabled = true) {
  return useQuery({
    queryKey: ['chat-open', orgCode],
    queryFn: () => api.get<OpenStatus>(OPEN_STATUS_PATH, { headers: orgHeader(orgCode) }),
    refetchInterval: HOURS_POLL_MS,
    retry: false, refetchOnWindowFocus: false, refetchOnMount: false, refetchOnReconnect: false,
    enabled,
  });
}

export function useChatAvailability(orgCode: string, enabled = true) {
  return useQuery({
    queryKey: ['chat-availability', orgCode],
    queryFn: () => api.get<Availability>(AVAILABILITY_PATH, { headers: orgHeader(orgCode) }),
    refetchInterval: HOURS_POLL_MS,
    retry: false, refetchOnWindowFocus: false, refetchOnMount: false, refetchOnReconnect: false,
    enabled,
  });
}

export const initWebChat = (body: InitWebChatRequest) => api.post<InitWebChatResponse>(INIT_WEB_CHAT_PATH, body, { headers: orgHeader(body.orgCode) });
export const initStreamChat = (body: InitWebChatRequest) => api.post<StreamInitResponse>(STREAM_INIT_PATH, body, { headers: orgHeader(body.orgCode) });
export const initTalkjsChat = (body: InitWebChatRequest) => api.post<TalkjsInitResponse>(TALKJS_INIT_PATH, body, { headers: orgHeader(body.orgCode) });
export const refreshChatToken = (token: string) => api.post<ChatTokenAnswer>(REFRESH_TOKEN_PATH, { token });
export const webChatInfo = (omniProxyChannelId: string, token: string) =>
  api.post<WebChatInfo>(WEB_CHAT_INFO_PATH, { omniProxyChannelId }, { headers: chatHeaders(token) });
export const authenticateNonce = () => api.post<NonceAnswer>(NONCE_AUTH_PATH, {});
export const refreshNonce = (nonce: string) => api.put<NonceAnswer>(NONCE_REFRESH_PATH, {}, { query: { nonce } });

export const fetchConversation = (id: string, token?: string) =>
  api.get<ChatConversation>(`${CONVERSATIONS}/${id}`, { headers: token ? chatHeaders(token) : {} });
export const fetchMessages = (id: string, token?: string) =>
  api.get<MessagesAnswer>(`${CONVERSATIONS}/${id}/messages`, { headers: token ? chatHeaders(token) : {} }).then((r) => r.messages);
export const sendChatMessage = (id: string, body: string, mediaIds: string[], token?: string) =>
  api.post<ChatMessage>(`${CONVERSATIONS}/${id}/messages`, { body, mediaIds }, { headers: token ? chatHeaders(token) : {} });
export const sendTyping = (id: string, preview: string, token?: string) =>
  api.post<void>(`${CONVERSATIONS}/${id}/typing`, { preview }, { headers: token ? chatHeaders(token) : {} });

export function uploadChatFile(id: string, file: File, token?: string): Promise<ChatMedia> {
  const form = new FormData();
  form.append('file', file, file.name);
  return request<ChatMedia>(`${CONVERSATIONS}/${id}/media`, { method: 'POST', body: form, headers: token ? chatHeaders(token) : {} });
}

/** Downloads an attachment with the caller's credentials and hands it to the browser as a file. */
export async function downloadChatFile(conversationId: string, media: ChatMedia, token?: string): Promise<void> {
  const headers: Record<string, string> = token ? chatHeaders(token) : {};
  const jwt = getToken();
  if (!token && jwt) headers.authorization = `Bearer ${jwt}`;
  const res = await fetch(`${CONVERSATIONS}/${conversationId}/media/${media.id}`, { headers, credentials: 'include' });
  if (!res.ok) throw new Error('download failed');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = media.filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function chatWithAutobot(body: {
  applicationId?: string; conversationId?: string; message: string; nonce?: string; organization: string;
  pageUrl: string; senderId?: string; senderType: string; tag?: string;
}, token?: string) {
  return api.post<ChatbotAnswer>(`${CHATBOT_PATH}/chatWithAutobot`, body, {
    headers: { ...orgHeader(body.organization), ...(token ? chatHeaders(token) : {}) },
  });
}

export const getChatHistory = (conversationId: string, token: string) =>
  api.get<ChatbotItem[]>(`${CHATBOT_PATH}/getChatHistory/${conversationId}`, { headers: chatHeaders(token) });

export const setChatReplyFeedback = (body: {
  questionId: string; conversationId: string; responseToCustomer: string; feedbackMessage?: string; rating: 'GOOD' | 'BAD';
  senderEmail?: string; senderType: string; nonce?: string; reason?: string; additionalInformation?: string;
}, token: string) => api.post<ChatbotRating>(`${CHATBOT_PATH}/setChatReplyUsedWithFeedback`, body, { headers: chatHeaders(token) });

/** Agent console. */
export function useAgentQueue(enabled: boolean) {
  return useQuery({
    queryKey: agentKeys.queue,
    queryFn: () => api.get<QueueAnswer>(AGENT).then((r) => r.conversations),
    retry: false, refetchOnWindowFocus: false, refetchOnMount: false, refetchOnReconnect: false,
    enabled,
  });
}
export const joinConversation = (id: string) => api.post<ChatConversation>(`${AGENT}/${id}/join`, {});
export const endConversation = (id: string) => api.post<ChatConversation>(`${AGENT}/${id}/end`, {});
