import en from '../../schemas/copy/en.json';
import es from '../../schemas/copy/es.json';
import { BASE_LANGUAGE } from '../engine/languages';

const own = (strings: Record<string, string>) => Object.fromEntries(Object.entries(strings).filter(([key]) => key !== '$schema'));

/** Shell copy by key, bundled with the shell (the screens' content loads with the first page that needs it). */
export const shellStrings: Record<string, string> = own(en as Record<string, string>);

const byLanguage: Record<string, Record<string, string>> = { [BASE_LANGUAGE]: shellStrings, es: { ...shellStrings, ...own(es as Record<string, string>) } };

/** Shell copy in a language, English where a text is not translated (content:check keeps that from being published). */
export const shellStringsIn = (lang: string): Record<string, string> => byLanguage[lang] ?? shellStrings;
