import { errors, type ServicePlugin } from '../../../core/route-schemas';
import { belowService, SERVICE } from '../../../../lib/service-paths';
import {
  STUDIO_PATH, galleryCheckBodySchema, galleryCheckResultSchema, gallerySchema, type Gallery,
} from '../../../../contracts/studio';
import type { ContentIndex } from '../../../../engine/types';
import { bearerSecurity } from '../../../core/auth';
import { notFound } from '../../../core/errors';
import { ScreenValidator } from '../../../core/screen-validation';
import { readGalleryFiles } from '../../../content/gallery';
import { requireEditor } from '../../../studio/editor';

const GALLERY = `${belowService(SERVICE.application, STUDIO_PATH)}/gallery`;

/**
 * The feature gallery for the studio (content editors): one form per JSON Schema feature family from
 * docs/gallery, with the documents it must accept and refuse, and the server's own judgement of answers
 * to one, made by the validator screen writes use. Read once, at the first call: content:check has
 * checked it, and it is never served to applicants.
 */
const studioGallery: ServicePlugin = async (app) => {
  let loaded: { gallery: Gallery; validator: ScreenValidator } | undefined;
  const load = () => {
    if (!loaded) {
      const { pairs, examples } = readGalleryFiles(app.config.contentRoot);
      const screens = Object.fromEntries(pairs.map((p) => [p.id, p]));
      const index = (): ContentIndex => ({ ...app.content.index, screens });
      loaded = {
        gallery: { forms: pairs.map((p) => ({ id: p.id, file: p.file, schema: p.schema, ui: p.ui, valid: examples[p.id]?.valid ?? [], invalid: examples[p.id]?.invalid ?? [] })) },
        validator: new ScreenValidator(index),
      };
    }
    return loaded;
  };

  app.get(GALLERY, {
    onRequest: requireEditor,
    schema: { tags: ['service-application'], security: bearerSecurity, summary: 'Studio: the feature gallery, one form per JSON Schema feature family with its example answers', response: { 200: gallerySchema, ...errors } },
  }, async () => load().gallery);

  app.post(`${GALLERY}/check`, {
    onRequest: requireEditor,
    schema: {
      tags: ['service-application'], security: bearerSecurity, body: galleryCheckBodySchema,
      summary: "Studio: the server's judgement of answers to a gallery form: accepted, or 400 with each field's message, as a screen write",
      response: { 200: galleryCheckResultSchema, ...errors },
    },
  }, async (request) => {
    const { id, data } = request.body;
    const { gallery, validator } = load();
    if (!gallery.forms.some((f) => f.id === id)) throw notFound(`The gallery has no form ${id}`);
    validator.validate(id, data);
    return { accepted: true };
  });
};

export default studioGallery;
