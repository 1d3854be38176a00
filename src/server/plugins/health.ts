import type { FastifyPluginAsync } from 'fastify';

const health: FastifyPluginAsync = async (app) => {
  app.get('/healthz', {
    schema: {
      tags: ['health'],
      response: { 200: { type: 'object', properties: { ok: { type: 'boolean' }, db: { type: 'string' } }, required: ['ok', 'db'] } },
    },
  }, async () => {
    await app.db.query('select 1');
    return { ok: true, db: app.db.kind };
  });
};
export default health;
