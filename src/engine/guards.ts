/**
 * Named predicates over the application record, referred to by name from flow files.
 * Each is small and pure so that flows stay data and guards stay testable.
 */
export type GuardContext = Record<string, unknown>;
export type Guard = (ctx: GuardContext) => boolean;

export const guards: Record<string, Guard> = {};

export const GUARD_NAMES = (): string[] => Object.keys(guards);
