import multipart from '@fastify/multipart';
import { belowService, SERVICE } from '../../../../lib/service-paths';
import { errors, type ServicePlugin } from '../../../core/route-schemas';
import { STUDIO_LOGO_PATH, MAX_LOGO_BYTES, logoUploadSchema } from '../../../../contracts/studio-flow';
import { bearerSecurity } from '../../../core/auth';
import { badRequest } from '../../../core/errors';
import { recordContentAudit } from '../../../content/versions-repo';
import { placeUploadedLogos, storeLogo, uploadableType } from '../../../content/uploaded-logos';
import { LOGO_TYPES } from '../../../content/logos';
import { editorFor, requireEditor } from '../../../studio/editor';
import { readUpload } from '../../../uploads/receive';
import { describeContent } from '../../../uploads/sniff';

const TYPE_MESSAGE = 'Please upload the logo as a PNG, JPEG or WebP image (SVG is not accepted)';

/**
 * The content studio's logo upload: one image, PNG, JPEG or WebP by its bytes (SVG refused), at most
 * MAX_LOGO_BYTES; kept in the database and the content root's logo folder under a name made from
 * its content, which the editor writes into the org's theme.logo in the draft.
 */
const studioLogos: ServicePlugin = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_LOGO_BYTES, files: 1 } });
  // logos uploaded through another instance, or before a restart, are served here too
  app.addHook('onReady', () => placeUploadedLogos(app.db, app.config.contentRoot));

  app.post(belowService(SERVICE.application, STUDIO_LOGO_PATH), {
    onRequest: requireEditor,
    schema: {
      tags: ['service-application'], security: bearerSecurity, consumes: ['multipart/form-data'],
      summary: 'Content studio: uploads a lender logo (PNG, JPEG or WebP by content, SVG refused, size-limited); answers the name to write in theme.logo',
      response: { 201: logoUploadSchema, ...errors },
    },
  }, async (request, reply) => {
    const editor = editorFor(request);
    const { data } = await readUpload(request, {
      maxBytes: MAX_LOGO_BYTES,
      refuseHead: (head) => (uploadableType(head) ? undefined : `${TYPE_MESSAGE}: this file looks like ${describeContent(head)}`),
      headBytes: 16,
    });
    const ext = uploadableType(data);
    if (!ext) throw badRequest(`${TYPE_MESSAGE}: this file looks like ${describeContent(data)}`);
    const name = await storeLogo(app.db, app.config.contentRoot, data, ext, editor.userId);
    await recordContentAudit(app.db, { actorId: editor.userId, actorName: editor.name, action: 'logo-upload', path: `public/logos/${name}`, detail: { bytes: data.length } });
    return reply.status(201).send({ name, contentType: LOGO_TYPES[ext]?.type ?? '', bytes: data.length });
  });
};

export default studioLogos;
