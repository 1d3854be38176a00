import { setAtPointer } from './json-pointer';
import type { FlagValue, FlagsFile, JsonObject, OrgFile, PlatformLink, ScreenPair } from './types';

/** The wider platform as the browser gets it: no wallet and no product links unless the org file turns them on. */
export const servedPlatform = (org: Pick<OrgFile, 'platform'>): { wallet: boolean; links: PlatformLink[] } =>
  ({ wallet: org.platform?.wallet === true, links: org.platform?.links ?? [] });

/** Copy resolution: org override, then the default in the content file. */
export function resolveScreen(pair: ScreenPair, org?: Pick<OrgFile, 'copy'>): ScreenPair {
  const overrides = org?.copy?.screens?.[pair.id];
  if (!overrides) return pair;
  let doc: JsonObject = { schema: pair.schema, ui: pair.ui };
  for (const [pointer, text] of Object.entries(overrides)) doc = setAtPointer(doc, pointer, text);
  return { ...pair, schema: doc.schema as JsonObject, ui: doc.ui as JsonObject };
}

export function resolveString(strings: Record<string, string>, key: string, org?: Pick<OrgFile, 'copy'>): string {
  return org?.copy?.strings?.[key] ?? strings[key] ?? key;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Replaces {name} placeholders with values. Unknown placeholders are left as they are. */
export function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The names of a text's {placeholders}, in order. */
export const placeholdersIn = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string);

export function resolveFlag(flags: FlagsFile, name: string, org?: Pick<OrgFile, 'flags'>): FlagValue {
  return org?.flags?.[name] ?? flags.flags[name] ?? { enabled: false };
}

export interface OrgSelection {
  host?: string;
  orgCode?: string;
  /** Whether an orgCode query may choose the org (development only). */
  allowQuery: boolean;
  defaultOrg?: string;
}

/** Picks the org for a request: its host against each org's baseUrl, a development query, else the default. */
/** An org by code, as an own entry only (a code such as "constructor" names no org). */
export const orgByCode = <T>(orgs: Record<string, T>, code: string): T | undefined => (Object.hasOwn(orgs, code) ? orgs[code] : undefined);

export function selectOrg<T extends Pick<OrgFile, 'orgCode' | 'baseUrl'>>(orgs: Record<string, T>, sel: OrgSelection): T | undefined {
  if (sel.allowQuery && sel.orgCode) return orgByCode(orgs, sel.orgCode);
  if (sel.host) {
    const host = sel.host.toLowerCase().replace(/:\d+$/, '');
    const byHost = Object.values(orgs).find((o) => {
      try {
        return new URL(o.baseUrl).hostname.toLowerCase() === host;
      } catch {
        return false;
      }
    });
    if (byHost) return byHost;
  }
  return sel.defaultOrg ? orgByCode(orgs, sel.defaultOrg) : undefined;
}
