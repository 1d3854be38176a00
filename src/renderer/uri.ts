/**
 * The two calls rjsf makes of fast-uri (resolving a `$ref` against a schema's `$id`, and comparing
 * the two), over the browser's own URL parser: the same answers for our schemas' absolute `$id`s
 * and fragment references, without shipping a second URI parser (about 6 KiB on the wire).
 */
const absolute = (uri: string): string | undefined => {
  try {
    return new URL(uri).href;
  } catch {
    return undefined;
  }
};

function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    // a base that is not an absolute URI: a fragment stays on it, anything else stands alone
    return ref.startsWith('#') ? `${base.split('#')[0]}${ref}` : ref;
  }
}

const equal = (a: string, b: string): boolean => a === b || (absolute(a) ?? a) === (absolute(b) ?? b);

export default { resolve, equal };
