import { useChatCopy } from './copy';

/** Shown once a conversation is over: the survey (agent chats) and a new chat. */
export function EndedPanel(props: { onSurvey?: () => void; onNewChat: () => void }) {
  const copy = useChatCopy();
  return (
    <div className="chat-ended">
      <p className="chat-ended__text">{copy('chat.ended')}</p>
      <div className="chat-ended__actions">
        {props.onSurvey ? <button type="button" className="button button--secondary" onClick={props.onSurvey}>{copy('chat.survey')}</button> : null}
        <button type="button" className="button button--primary" onClick={props.onNewChat}>{copy('chat.newChat')}</button>
      </div>
    </div>
  );
}
