import { laterModule } from './later-module';

/**
 * rjsf's fields, widgets and templates no opening screen draws (src/renderer/rjsf-later.ts), loaded apart from
 * the first screen's script: `loadLaterParts` loads them (every page but the opening ones does before it
 * renders, src/portal/shell/lazy-page.tsx), `laterPart(name)` stands in for one in rjsf's lists
 * (src/renderer/rjsf-{fields,widgets,templates}.tsx).
 */
const rjsfLater = laterModule(() => import('./rjsf-later'));

export const loadLaterParts = rjsfLater.load;
export const laterPart = rjsfLater.part;
export const laterParts = rjsfLater.ready;
