import type { FastifyInstance, FastifyRequest } from 'fastify';
import { interpolate, resolveString } from '../../engine/org';
import { acceptedLanguages, chooseLanguage, inLanguage, LANGUAGE_COOKIE, LANGUAGE_HEADER, offeredLanguages, orgIn } from '../../engine/languages';
import type { ContentIndex, OrgFile } from '../../engine/types';

/** A cookie's value from a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The language of a request, among those its org offers: the page's (the x-language header the portal
 * sends), the one kept on the device (cookie), then the browser's Accept-Language; English otherwise,
 * and for a request with no org. Never an error.
 */
export function requestLanguage(request: FastifyRequest): string {
  let org: Pick<OrgFile, 'languages'> | undefined;
  try {
    org = request.org();
  } catch {
    return chooseLanguage([], []);
  }
  const header = request.headers[LANGUAGE_HEADER];
  return chooseLanguage([
    typeof header === 'string' ? header : undefined,
    cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
    ...acceptedLanguages(request.headers['accept-language']),
  ], offeredLanguages(org));
}

/** The language an application speaks (mail, letters, documents): the borrower's choice if its lender offers it. */
export const applicationLanguage = (row: { language?: string | null }, org: Pick<OrgFile, 'languages'>): string =>
  chooseLanguage([row.language], offeredLanguages(org));

/** Content and lender as a language reads them: copy and screens in it, the lender's own words in it. */
export function textsIn<O extends Pick<OrgFile, 'copy'>>(index: ContentIndex, org: O, lang: string): { index: ContentIndex; org: O } {
  return { index: inLanguage(index, lang), org: orgIn(org, lang) };
}

/**
 * A request's words: the content in the request's language, with its lender's own words (none for a
 * request with no lender); the answer fills a copy key's {placeholders}.
 */
export function requestText(index: ContentIndex, request: FastifyRequest): (key: string, values?: Record<string, string | number>) => string {
  let lender: Pick<OrgFile, 'copy'> = {};
  try {
    lender = request.org();
  } catch {
    // no lender (an unknown host): the content's own words
  }
  const words = textsIn(index, lender, request.language());
  return (key, values = {}) => interpolate(resolveString(words.index.strings, key, words.org), values);
}

/**
 * An application's words: the content version it started on, in the language it speaks, with its
 * lender's own words in that language; text() fills a copy key's {placeholders}.
 */
export async function applicationWords(app: FastifyInstance, row: { content_version: string; org_code: string; language?: string | null }) {
  const version = await app.content.forApplication(row);
  const base = version.org(row.org_code);
  const lang = applicationLanguage(row, base);
  const { index, org } = textsIn(version.index, base, lang);
  const text = (key: string, values: Record<string, string | number> = {}) => interpolate(resolveString(index.strings, key, org), values);
  return { version, lang, index, org, text };
}
