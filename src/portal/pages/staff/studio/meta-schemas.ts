import type { JsonObject } from '../../../../engine/types';

/** The meta-schemas the studio's editors are made from (the same files content:check validates with). */
const modules = import.meta.glob<JsonObject>('/schemas/meta/*.schema.json', { eager: true, import: 'default' });
const meta = (name: string): JsonObject => {
  const doc = modules[`/schemas/meta/${name}.schema.json`];
  if (!doc) throw new Error(`No meta-schema ${name}`);
  return doc;
};

export const META = { ui: meta('ui'), screen: meta('screen'), flow: meta('flow'), org: meta('org') } as const;
