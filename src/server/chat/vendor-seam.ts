/**
 * The seam of a chat vendor: its configuration read from the environment, and the factory of its
 * provider, which tests replace with a sandbox (the server uses the vendor's service).
 */
export function vendorSeam<C, P>(read: (env: NodeJS.ProcessEnv) => C | undefined, make: (config: C) => P) {
  let factory = make;
  return {
    /** Replaces the provider factory; null goes back to the vendor's service. */
    setFactory(f: ((config: C) => P) | null): void {
      factory = f ?? make;
    },
    /** The provider and configuration, or undefined when the vendor is not configured. */
    configured(env: NodeJS.ProcessEnv = process.env): { provider: P; config: C } | undefined {
      const config = read(env);
      return config ? { provider: factory(config), config } : undefined;
    },
  };
}
