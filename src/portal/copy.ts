import strings from '../../schemas/copy/en.json';

/** Shell copy by key, bundled with the shell (the screens' content loads with the first page that needs it). */
export const shellStrings: Record<string, string> = Object.fromEntries(
  Object.entries(strings as Record<string, string>).filter(([key]) => key !== '$schema'),
);
