import { api } from './client';

export const PROFILE_LANGUAGE_PATH = '/service-profile/api/v1/profile/language';

/** Keeps the language the person chose on their account and their applications (their later mail and documents speak it). */
export const saveLanguage = (language: string): Promise<{ language: string }> => api.put(PROFILE_LANGUAGE_PATH, { language });
