import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { setRequestLanguage } from '../api/client';
import { saveLanguage } from '../api/language';
import { BASE_LANGUAGE, chooseLanguage, LANGUAGE_COOKIE } from '../engine/languages';
import { loadLanguages } from './content';

/**
 * The page's language (docs/languages.md), held as a query so every part of the page follows a switch
 * at once and a page rendered on the server hands its language to the browser with its other answers.
 */
export const languageKey = ['language'] as const;

/**
 * The language a page opens in, in the browser: the visitor's choice kept on the device, else the
 * language the server served the page in (the html element's, from the browser's Accept-Language).
 */
export function openingLanguage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const kept = document.cookie.split(';').map((c) => c.trim().split('=')).find(([k]) => k === LANGUAGE_COOKIE)?.[1];
  return kept || document.documentElement.lang || undefined;
}

/** The language the visitor chose or the page opened in (not yet checked against what the lender offers). */
export function useWantedLanguage(): string | undefined {
  const { data } = useQuery({ queryKey: languageKey, queryFn: () => openingLanguage() ?? null, initialData: () => openingLanguage() ?? null, staleTime: Infinity });
  return data ?? undefined;
}

/** The language the page speaks among those the lender offers (English otherwise). */
export function pageLanguage(wanted: string | undefined, offered: readonly string[] | undefined): string {
  return chooseLanguage([wanted], offered ?? [BASE_LANGUAGE]);
}

/**
 * Switches the page's language: kept on the device (cookie, read by pages the server renders), named
 * in every call, and kept on the account and its applications when signed in.
 */
export function useChooseLanguage(signedIn: boolean): (lang: string) => void {
  const queryClient = useQueryClient();
  return useCallback((lang: string) => {
    document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
    setRequestLanguage(lang);
    // the page switches once the language's texts are in
    const switchTo = () => {
      document.documentElement.lang = lang;
      queryClient.setQueryData(languageKey, lang);
    };
    if (lang === BASE_LANGUAGE) switchTo();
    else loadLanguages().then(switchTo, (error: unknown) => console.error(error));
    // a choice that cannot be kept on the account now is still the page's; the next switch tries again
    if (signedIn) saveLanguage(lang).catch(() => undefined);
  }, [queryClient, signedIn]);
}
