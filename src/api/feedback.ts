import { useMutation } from '@tanstack/react-query';
import { SERVICE } from '../lib/service-paths';
import { api } from './client';

export const CEO_FEEDBACK_PATH = `${SERVICE.profile}/api/v1/feedback/ceo`;
export const CEO_FEEDBACK_FORM = 'forms/ceo-feedback';

export interface CeoFeedback {
  topic: 'Improve our product' | 'Give us a compliment';
  message: string;
  marketingConsent: boolean;
  applicationUuid?: string;
  pathname?: string;
  productType?: string;
}

export function sendCeoFeedback(body: CeoFeedback): Promise<{ uuid: string; created: string }> {
  return api.post(CEO_FEEDBACK_PATH, body);
}

export function useSendCeoFeedback() {
  return useMutation({ mutationFn: sendCeoFeedback });
}
