import { binary, errors, type ServicePlugin } from '../../core/route-schemas';
import { BASE_VERSION, LATEST_VERSION, browserContentSchema, versionIdSchema } from '../../../contracts/studio';

// named apart from ids of someone's records: a version's content is public
const params = { type: 'object', required: ['contentVersion'], properties: { contentVersion: versionIdSchema } } as const;
const tags = ['service-application'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A content version as the portal reads it: the files that differ from what the portal's build
 * embedded, and the validators of the form schemas the build did not precompile. The base is served
 * the same way, so content changed on disk since the build reaches the page without a rebuild. A
 * published version never changes, so both are cacheable for ever by its id; the base and the latest
 * are asked again each time (the base is what the server loaded at its start).
 */
const serviceApplicationContent: ServicePlugin = async (app) => {
  app.get('/api/v1/content/versions/:contentVersion', {
    schema: {
      tags, params,
      summary: "The portal's content of a published version (or of the latest: id latest; of the base: id base): the files that differ from what the portal's build embedded, a removed one as null (a published version's answer is immutable, cacheable by id)",
      response: { 200: browserContentSchema, ...errors },
    },
  }, async (request, reply) => {
    const id = request.params.contentVersion;
    if (id === LATEST_VERSION) await app.content.refresh();
    const version = id === LATEST_VERSION ? app.content.current : await app.content.at(id);
    // a published version never changes; which one is the latest does, and the base is the server's files
    reply.header('cache-control', id === LATEST_VERSION || version.id === BASE_VERSION ? 'no-cache' : IMMUTABLE);
    return app.content.browserContent(version);
  });

  app.get('/api/v1/content/versions/:contentVersion/validators.js', {
    schema: {
      tags, params, produces: ['text/javascript'],
      querystring: { type: 'object', additionalProperties: false, properties: { hash: { type: 'string', maxLength: 128 } } },
      summary: "A version's form validators for the schemas it changed or added: an ES module with no imports, default export { screenId: rjsf precompiled validator functions }",
      response: { 200: binary, ...errors },
    },
  }, async (request, reply) => {
    const version = await app.content.at(request.params.contentVersion);
    const code = (await app.content.validatorsModule(version)) ?? 'export default {};\n';
    const fresh = request.query.hash === version.hash;
    return reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', fresh ? IMMUTABLE : 'no-cache').send(code);
  });
};

export default serviceApplicationContent;
