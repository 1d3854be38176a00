// A module hook for benches that render the portal's widgets in Node: their stylesheet imports load as nothing.
export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}
