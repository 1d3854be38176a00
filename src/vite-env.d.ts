/// <reference types="vite/client" />

/** True in development and sandbox builds; production builds drop every branch guarded by it. */
declare const __DEV_TOOLS__: boolean;
