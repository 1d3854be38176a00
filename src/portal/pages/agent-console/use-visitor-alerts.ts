import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatConversation } from '../../../api/chat';

type Permission = 'unsupported' | 'default' | 'granted' | 'denied';

const permissionNow = (): Permission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

/** A short two-tone chime, made on the spot (no sound file to load). */
function chime(audio: AudioContext): void {
  for (const [i, freq] of [660, 880].entries()) {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.15, audio.currentTime + i * 0.18);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + i * 0.18 + 0.16);
    osc.connect(gain).connect(audio.destination);
    osc.start(audio.currentTime + i * 0.18);
    osc.stop(audio.currentTime + i * 0.18 + 0.17);
  }
}

/**
 * A desktop notification and a chime when a new visitor starts waiting, once the agent has turned
 * alerts on (the browser asks for permission then; sound may only start after that click).
 */
export function useVisitorAlerts(queue: ChatConversation[] | undefined, title: (c: ChatConversation) => string) {
  const [permission, setPermission] = useState<Permission>(permissionNow);
  const [on, setOn] = useState(false);
  const seen = useRef<Set<string> | null>(null);
  const audio = useRef<AudioContext | null>(null);

  useEffect(() => {
    if (!queue) return;
    const waiting = queue.filter((c) => c.state === 'WAITING');
    // the queue as first loaded is not news
    if (seen.current === null) {
      seen.current = new Set(waiting.map((c) => c.id));
      return;
    }
    const fresh = waiting.filter((c) => !seen.current?.has(c.id));
    for (const c of fresh) seen.current.add(c.id);
    if (!on || !fresh.length) return;
    if (audio.current) chime(audio.current);
    if (permission === 'granted') for (const c of fresh) new Notification(title(c), { tag: c.id });
  }, [queue, on, permission, title]);

  const turnOn = useCallback(async () => {
    if (typeof AudioContext !== 'undefined') audio.current ??= new AudioContext();
    const result = typeof Notification === 'undefined' ? 'unsupported' : await Notification.requestPermission();
    setPermission(result);
    setOn(true);
  }, []);

  return { on, permission, turnOn };
}
