import { lazy, Suspense, type ComponentType } from 'react';

/** A thenable that hands its value over as soon as it is asked (React's lazy then renders without waiting). */
const resolved = <T,>(value: T): Promise<T> => ({ then: (onValue: (v: T) => unknown) => resolved(onValue(value)) }) as unknown as Promise<T>;

/**
 * A module of components the first screen's script does without, loaded apart: `load` fetches it (idempotent;
 * tried again after a failure), `part(name)` is a component standing in for one of its exports: drawn at once
 * when the module is loaded; otherwise loaded and shown in place, nothing drawn meanwhile. Made once per
 * name: rjsf asks for its parts on each render, and a new component each time would draw the part anew.
 * `ready()` is the module once loaded.
 * Pages that draw them load the module before they render (src/portal/shell/lazy-page.tsx).
 */
export function laterModule<M extends object>(importer: () => Promise<M>) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const made = new Map<keyof M, ComponentType<object>>();

  const load = (): Promise<M> => (loading ??= importer().then(
    (mod) => (loaded = mod),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

  const part = <K extends keyof M>(name: K): M[K] => {
    let Part = made.get(name);
    if (!Part) {
      const component = (mod: M) => ({ default: mod[name] as ComponentType<object> });
      // Once the module is in, the part resolves at once (a thenable that answers synchronously), so it is drawn
      // in the same render; the element stays the same either way, so loading never draws the part anew.
      const Lazy = lazy(() => (loaded ? resolved(component(loaded)) : load().then(component)));
      const Standing = (props: object) => <Suspense fallback={null}><Lazy {...props} /></Suspense>;
      Standing.displayName = String(name);
      Part = Standing;
      made.set(name, Part);
    }
    // the stand-in takes the same props as the part it stands for
    return Part as unknown as M[K];
  };

  /** The module, once loaded. */
  const ready = (): M | undefined => loaded;

  return { load, part, ready };
}
