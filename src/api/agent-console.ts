import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SERVICE } from '../lib/service-paths';
import { api } from './client';
import type { AgentNote, ChatConversation, NotesAnswer, PastAnswer, Presence, TransferAgents } from '../contracts/chat';

/** The agent console's query keys, one factory for the console's calls and the pages that refresh them. */
export const agentKeys = {
  queue: ['agent-queue'] as const,
  presence: ['agent-presence'] as const,
  others: ['agent-others'] as const,
  notes: (conversationId: string) => ['agent-notes', conversationId] as const,
  past: (conversationId: string) => ['agent-past', conversationId] as const,
};

/** The agent console's tools: away switch, agents to transfer to, transfer, internal notes, past chats. */
const AGENT = `${SERVICE.omniProxy}/agent/api/v1`;
export const AGENT_NOTE_FORM = 'forms/agent-note';

export type { AgentNote, PastConversation } from '../contracts/chat';

export function useAwaySwitch() {
  const client = useQueryClient();
  const presence = useQuery({ queryKey: agentKeys.presence, queryFn: () => api.get<Presence>(`${AGENT}/presence`), retry: false });
  const set = useMutation({
    mutationFn: (away: boolean) => api.put<Presence>(`${AGENT}/presence`, { away } satisfies Presence),
    onSuccess: (data) => client.setQueryData(agentKeys.presence, data),
  });
  return { away: presence.data?.away ?? false, ready: presence.isSuccess, set };
}

export const useOtherAgents = (enabled: boolean) =>
  useQuery({ queryKey: agentKeys.others, queryFn: () => api.get<TransferAgents>(`${AGENT}/agents`).then((r) => r.agents), enabled, refetchInterval: enabled ? 15_000 : false });

export const transferConversation = (id: string, agentId: string) => api.post<ChatConversation>(`${AGENT}/conversations/${id}/transfer`, { agentId });

export function useNotes(conversationId: string) {
  const client = useQueryClient();
  const notes = useQuery({ queryKey: agentKeys.notes(conversationId), queryFn: () => api.get<NotesAnswer>(`${AGENT}/conversations/${conversationId}/notes`).then((r) => r.notes) });
  const add = useMutation({
    mutationFn: (body: { body: string }) => api.post<AgentNote>(`${AGENT}/conversations/${conversationId}/notes`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.notes(conversationId) }),
  });
  return { notes, add };
}

export const usePastConversations = (conversationId: string) =>
  useQuery({ queryKey: agentKeys.past(conversationId), queryFn: () => api.get<PastAnswer>(`${AGENT}/conversations/${conversationId}/past`).then((r) => r.conversations) });
