import type { Plugin } from 'vite';

/** react-router's published modules (one file holds the whole library: components, hooks, the data router). */
const ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;

/**
 * Lets the build leave out the parts of react-router the app never uses. Its module creates its components
 * and contexts at the top level (`var Form = React.forwardRef(...)`, `Form.displayName = "Form"`) with no
 * pure annotation, so the bundler must keep each one, whether anything uses it or not, and everything it
 * refers to (the `<Form>` component's submission code, the link prefetching of the framework mode, the data
 * router's memoised routes). Marking those calls pure and dropping the names given for React's developer
 * tools (`X.displayName = "…"`, nothing else reads them) leaves the unused ones out: the tree-shaking the
 * library's authors intend, which its bundled module defeats. A production build also turns the library's
 * development warnings off, as its own production build does.
 */
export function pureRouter(): Plugin {
  let production = true;
  return {
    name: 'heloc-pure-router',
    apply: 'build',
    configResolved(config) {
      production = config.mode === 'production';
    },
    transform: {
      filter: { id: ROUTER_MODULE },
      handler(code) {
        const out = code
          .replace(/^(var \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2')
          .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
          // what the library's own production build (dist/production, which its package exports never name) differs by
          .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, `var ENABLE_DEV_WARNINGS = ${!production};`);
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}
