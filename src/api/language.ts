import type { LanguageChoice } from '../contracts/language';
import { SERVICE } from '../lib/service-paths';
import { api } from './client';

export const PROFILE_LANGUAGE_PATH = `${SERVICE.profile}/api/v1/profile/language`;

/** Keeps the language the person chose on their account and their applications (their later mail and documents speak it). */
export const saveLanguage = (language: string): Promise<LanguageChoice> => api.put(PROFILE_LANGUAGE_PATH, { language } satisfies LanguageChoice);
