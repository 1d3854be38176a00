import type { ScreenData } from '../../generated/screen-types';
import type { ScreenEffectContext } from './types';

/** The validated body of a screen, typed from its schema file (a schema change breaks the code reading it). */
export const bodyOf = <K extends keyof ScreenData>(ctx: ScreenEffectContext, _screen: K): ScreenData[K] => ctx.body as ScreenData[K];
