import { useMutation } from '@tanstack/react-query';
import { SERVICE } from '../lib/service-paths';
import { api } from './client';
import { CEO_FEEDBACK_FORM, type CeoFeedback, type CeoFeedbackSent } from '../contracts/feedback';

export const CEO_FEEDBACK_PATH = `${SERVICE.profile}/api/v1/feedback/ceo`;
export { CEO_FEEDBACK_FORM, type CeoFeedback };

export function sendCeoFeedback(body: CeoFeedback): Promise<CeoFeedbackSent> {
  return api.post<CeoFeedbackSent>(CEO_FEEDBACK_PATH, body);
}

export function useSendCeoFeedback() {
  return useMutation({ mutationFn: sendCeoFeedback });
}
