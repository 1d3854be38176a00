/** Set by scripts/build-server.mjs, one value per build of the bundled server; unset when it runs from its sources. */
declare const __SERVER_BUILD__: string | undefined;

/** This build of the bundled server (undefined from sources): what it checked and compiled is kept under this name. */
export const SERVER_BUILD = typeof __SERVER_BUILD__ === 'string' ? __SERVER_BUILD__ : undefined;
