import { useMemo } from 'react';
import { useChatCopy } from './copy';

export function useComposerLabels() {
  const copy = useChatCopy();
  return useMemo(() => ({
    message: copy('chat.messageLabel'),
    send: copy('chat.send'),
    attach: copy('chat.attach'),
    files: copy('chat.attachmentsLabel'),
    remove: (name: string) => copy('chat.removeAttachment', { name }),
    rejected: (name: string) => copy('chat.rejectedFile', { name }),
    tooLarge: (name: string) => copy('chat.fileTooLarge', { name }),
    tooMany: (name: string) => copy('chat.tooManyFiles', { name }),
  }), [copy]);
}
