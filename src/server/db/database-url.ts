/** The PostgreSQL a server uses, from its environment: DATABASE_URL; none means the embedded database. */
export const databaseUrlOf = (env: NodeJS.ProcessEnv): string | undefined => env.DATABASE_URL || undefined;
