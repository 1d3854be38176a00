import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  initStreamChat, initTalkjsChat, initWebChat, useChatAvailability, useChatOpenStatus, webChatInfo, type InitWebChatRequest,
} from '../../api/chat';
import { ServiceError } from '../../api/errors';
import type { FlagDecision } from '../../api/flags';
import { useOperatingHours } from '../../api/operating-hours';
import type { PrivateLabel } from '../../api/org';
import { getToken } from '../../api/session';
import { AgentChat } from './agent-chat';
import { ALERTS, type AlertKind } from './alerts';
import { skillFor } from '../../product/chat-skill';
import { ChatbotChat } from './chatbot-chat';
import { useChatCopy } from './copy';
import { DevControls } from './dev-controls';
import { EndedPanel } from './ended-panel';
import { leavePage } from './leave-page';
import {
  applicationUuidFrom, chatbotPanelEnded, chooseMode, parseChatQuery, PLAID_APPLICATION_KEY, sessionLifetime, unavailableVendor,
  SURVEY_EXIT_DELAY_MS, withoutPop, type ChatMode, type ChatSession,
} from './logic';
import { weekText } from '../week-text';
import { PreEngagement, type PreEngagementData } from './pre-engagement';
import { StreamChatView } from './stream-chat';
import { TalkjsChatView } from './talkjs-chat';
import { useChatSession, useNonce } from './use-chat-session';
import './chat.css';

export interface ChatWidgetProps {
  org: PrivateLabel;
  flags?: Record<string, FlagDecision>;
}

const PRODUCTION = !__DEV_TOOLS__;

/** The chat widget: fixed bottom right, a toggle and a panel; routes to an agent or the chatbot. */
export default function ChatWidget({ org, flags }: ChatWidgetProps) {
  const copy = useChatCopy();
  const location = useLocation();
  const navigate = useNavigate();
  const panelId = useId();
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const query = useMemo(() => parseChatQuery(location.pathname, location.search), [location.pathname, location.search]);
  const override = PRODUCTION ? null : query.override;
  const [expanded, setExpanded] = useState(false);
  const [alert, setAlertState] = useState<AlertKind | null>(null);
  const [ended, setEnded] = useState<{ channelId?: string; token?: string; survey: boolean } | null>(null);
  const [forcedMode, setForcedMode] = useState<ChatMode | null>(null);

  const onAlert = useCallback((kind: AlertKind | null, clear?: AlertKind) => {
    setAlertState((current) => (kind ?? (clear && current !== clear ? current : null)));
  }, []);
  const { session, setSession, expired, clearExpired } = useChatSession(onAlert);
  const nonce = useNonce(flags?.['fe-webchat-borrower-auth']?.flagEnabled === true && Boolean(getToken()), Boolean(session));

  // pop-webchat on an application route opens the panel once, then leaves the address.
  useEffect(() => {
    if (!query.pop) return;
    setExpanded(true);
    void navigate({ pathname: location.pathname, search: withoutPop(location.search), hash: location.hash }, { replace: true });
  }, [query.pop, navigate, location.pathname, location.search, location.hash]);

  const openStatus = useChatOpenStatus(org.orgCode);
  const availability = useChatAvailability(org.orgCode, expanded);
  const hours = useOperatingHours(org.orgCode, 'OPS_CHAT');
  const open = openStatus.data?.open ?? availability.data?.open ?? false;
  const stream = flags?.['fe-webchat-stream']?.flagEnabled === true && availability.data?.streamAvailable === true;
  const talkjs = availability.data?.talkjsAvailable === true;
  const routed = availability.data
    ? chooseMode({ ...availability.data, open, override, production: PRODUCTION, stream, talkjs })
    : override ?? null;
  const mode: ChatMode | null = session?.mode ?? forcedMode ?? routed;

  const hoursText = hours.data?.some((d) => d.isOpen) ? copy('chat.welcomeHours', { week: weekText(hours.data, copy) }) : copy('chat.welcomeHoursUnknown');
  const welcome = copy('chat.welcome', { hours: hoursText });
  const applicationUuid = applicationUuidFrom(location.pathname, localStorage.getItem(PLAID_APPLICATION_KEY) ?? sessionStorage.getItem(PLAID_APPLICATION_KEY));

  const start = useCallback(async (data: PreEngagementData, as: ChatMode) => {
    const now = Date.now();
    const base = { friendlyName: data.friendlyName.trim(), emailAddress: data.emailAddress, loginTimestamp: now, expiration: now + sessionLifetime(as) };
    // The borrower-authentication nonce (flag on, signed in) goes with the chatbot's calls too.
    const authNonce = await nonce.obtain();
    if (as === 'chatbot') {
      setSession({ ...base, mode: 'chatbot', token: '' });
      return;
    }
    const body: InitWebChatRequest = {
      friendlyName: base.friendlyName, emailAddress: data.emailAddress || undefined, nonce: authNonce,
      orgCode: org.orgCode, orgName: org.orgBrand, applicationUuid: applicationUuid ?? undefined,
      additionalAttrs: { crypto: query.crypto }, tag: query.crypto ? 'cloc' : undefined, skill: skillFor(org, query.crypto),
      welcomeMessage: welcome, pageUrl: window.location.href, chatMode: as, agentId: data.agentId,
    };
    try {
      if (as === 'talkjs') {
        const r = await initTalkjsChat(body);
        setSession({ ...base, mode: 'talkjs', token: r.token, omniProxyChannelId: r.omniProxyChannelId, customerId: r.customerId, threadId: r.threadId, talkjs: { appId: r.appId, customerToken: r.customerToken } });
      } else if (as === 'stream') {
        const r = await initStreamChat(body);
        setSession({ ...base, mode: 'stream', token: r.token, omniProxyChannelId: r.omniProxyChannelId, conversationSid: r.omniProxyChannelId, stream: { providerUserId: r.providerUserId, providerUserToken: r.providerUserToken, providerChannelId: r.providerChannelId, apiKey: r.apiKey } });
      } else {
        const r = await initWebChat(body);
        setSession({ ...base, mode: as === 'nice' ? 'nice' : 'twilio', token: r.token, omniProxyChannelId: r.omniProxyChannelId, conversationSid: r.conversationSid });
      }
      onAlert(null, 'general');
    } catch (e) {
      if (!(e instanceof ServiceError && e.fieldErrors.length)) onAlert('general');
      throw e;
    }
  }, [org, applicationUuid, query.crypto, welcome, nonce, setSession, onAlert]);

  const sessionRef = useRef<ChatSession | null>(session);
  useEffect(() => {
    sessionRef.current = session;
  }, [session]);
  const onEnded = useCallback(() => {
    const s = sessionRef.current;
    setEnded({ channelId: s?.omniProxyChannelId, token: s?.token, survey: Boolean(s?.omniProxyChannelId) });
    setSession(null);
  }, [setSession]);

  const survey = async () => {
    if (!ended?.channelId || !ended.token) return onAlert('general');
    try {
      const { contactId } = await webChatInfo(ended.channelId, ended.token);
      // Leaving for the survey waits a moment so the click is seen (spec: 750 ms).
      setTimeout(() => leavePage.to(copy('chat.surveyUrl', { contactId })), SURVEY_EXIT_DELAY_MS);
    } catch {
      onAlert('general');
    }
  };

  const newChat = () => {
    setEnded(null);
    setForcedMode(null);
    clearExpired();
  };

  const collapse = () => {
    setExpanded(false);
    toggleRef.current?.focus();
  };

  // The developer toolbar's shortcuts work anywhere on the page; it announces them with this event.
  useEffect(() => {
    if (PRODUCTION) return undefined;
    const kinds: Record<string, AlertKind> = { general: 'general', 'connection-lost': 'connectionLost', 'invalid-token': 'invalidToken' };
    const onDevChat = (e: Event) => {
      const detail = (e as CustomEvent<{ alert?: string; ended?: boolean }>).detail ?? {};
      if (detail.ended) onEnded();
      else if (detail.alert && kinds[detail.alert]) onAlert(kinds[detail.alert] as AlertKind);
    };
    window.addEventListener('heloc:dev-chat', onDevChat);
    return () => window.removeEventListener('heloc:dev-chat', onDevChat);
  }, [onAlert, onEnded]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape' && !(e.target as HTMLElement).closest('dialog')) {
      e.stopPropagation();
      collapse();
      return;
    }
    if (PRODUCTION) return;
    const target = e.target as HTMLElement;
    if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
    // Developer shortcuts: raise each alert, or simulate the end of the chat.
    if (e.key === '0') onAlert('general');
    else if (e.key === '1') onAlert('connectionLost');
    else if (e.key === '2') onAlert('invalidToken');
    else if (e.key === 'Backspace') onEnded();
  };

  const allowedDomains = org.chat?.allowedLinkDomains ?? [];

  const botEnded = chatbotPanelEnded({ mode, session, expired, open, production: PRODUCTION });
  // a vendor mode asked for on a server without its keys says so; it is never replaced by another mode
  const refused = session ? null : unavailableVendor(mode, availability.data);

  let body;
  if (ended || (expired && mode !== 'chatbot')) {
    body = <EndedPanel onSurvey={ended?.survey ? () => void survey() : undefined} onNewChat={newChat} />;
  } else if (botEnded) {
    body = <EndedPanel onNewChat={() => { setSession(null); newChat(); }} />;
  } else if (!mode) {
    body = <p role="status" className="chat-loading">{copy('app.loading')}…</p>;
  } else if (refused) {
    body = <p role="alert" className="chat-refused">{copy(refused === 'talkjs' ? 'chat.unavailable.talkjs' : 'chat.unavailable.stream')}</p>;
  } else if (!session) {
    body = <PreEngagement withAgentId={mode === 'stream' && !PRODUCTION} welcome={welcome} onStart={(d) => start(d, mode)} />;
  } else if (session.mode === 'chatbot') {
    body = (
      <ChatbotChat
        session={session} onSession={setSession} orgCode={org.orgCode} applicationUuid={applicationUuid} crypto={query.crypto}
        allowedDomains={allowedDomains} onAlert={onAlert} nonce={nonce.current}
        onHandoff={() => {
          const as: ChatMode = stream ? 'stream' : 'twilio';
          setForcedMode(as);
          const who = { friendlyName: session.friendlyName, emailAddress: session.emailAddress };
          setSession(null);
          start(who, as).catch(() => undefined);
        }}
      />
    );
  } else if (session.mode === 'talkjs') {
    body = <TalkjsChatView session={session} onAlert={onAlert} />;
  } else if (session.mode === 'stream') {
    body = (
      <StreamChatView
        session={session} allowedDomains={allowedDomains} onAlert={onAlert} onEnded={onEnded}
        open={open || availability.data?.agentActive === true} override={Boolean(override)} production={PRODUCTION}
      />
    );
  } else {
    body = (
      <AgentChat
        // An agent at the console answers even outside the stated hours (routing rule 1).
        session={session} onSession={setSession} allowedDomains={allowedDomains} open={open || availability.data?.agentActive === true}
        override={Boolean(override)} production={PRODUCTION} onAlert={onAlert} onEnded={onEnded}
      />
    );
  }

  return (
    <div className="chat-widget">
      {expanded ? (
        <section id={panelId} className="chat-panel" aria-labelledby={titleId} onKeyDown={onKeyDown}>
          <header className="chat-panel__head">
            <h2 id={titleId}>{copy('chat.title')}</h2>
            <button type="button" className="chat-icon-button" aria-label={copy('chat.collapse')} onClick={collapse}>
              <span aria-hidden="true">–</span>
            </button>
          </header>
          {alert ? (
            <div className={`chat-alert chat-alert--${ALERTS[alert].severity}`} role="alert">
              <p><strong>{copy(ALERTS[alert].severity === 'warning' ? 'chat.warning' : 'chat.error')}</strong> {copy(ALERTS[alert].key)}</p>
              <button type="button" className="chat-icon-button" aria-label={copy('chat.closeAlert')} onClick={() => setAlertState(null)}>×</button>
            </div>
          ) : null}
          <div className="chat-panel__body">{body}</div>
          {!PRODUCTION ? <DevControls mode={mode} onReset={() => { setSession(null); newChat(); setAlertState(null); }} /> : null}
        </section>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        className="chat-toggle button button--primary"
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        onClick={() => (expanded ? collapse() : setExpanded(true))}
      >
        {copy('chat.toggle')}
      </button>
    </div>
  );
}
