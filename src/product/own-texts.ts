/**
 * Texts content may give a flow state or a screen of its own, by a key naming it; the code shows them
 * where they are present (and content:check holds each key to a state or screen that exists).
 */

/** A step notice: sent when an application reaches the state, if the state has a title. */
export const noticeKeys = (state: string) => ({ title: `notice.${state}.title`, description: `notice.${state}.description` }) as const;

/** A waiting state's own title and introduction, instead of the general ones. */
export const waitingKey = (state: string, part: 'title' | 'intro') => `waiting.${state}.${part}` as const;

const camel = (id: string) => id.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** What a screen accepts in the sandbox, shown in development builds (sandbox.<screen id in camel case>). */
export const sandboxKey = (screenId: string) => `sandbox.${camel(screenId)}` as const;

/** The state or screen an own text belongs to, or undefined for any other key. */
export function ownerOf(key: string): { kind: 'state' | 'screen'; name: string; matches: (id: string) => boolean } | undefined {
  const state = /^(?:notice\.([A-Za-z0-9]+)\.(?:title|description)|waiting\.([A-Za-z0-9]+)\.(?:title|intro))$/.exec(key);
  if (state) {
    const name = (state[1] ?? state[2]) as string;
    return { kind: 'state', name, matches: (id) => id === name };
  }
  const screen = /^sandbox\.([A-Za-z0-9]+)$/.exec(key);
  if (screen) return { kind: 'screen', name: screen[1] as string, matches: (id) => camel(id) === screen[1] };
  return undefined;
}
