import { useMemo, useState } from 'react';
import { ServiceError } from '../../../../api/errors';
import { checkGalleryAnswers, type GalleryForm } from '../../../../api/studio';
import type { JsonObject, ScreenPair } from '../../../../engine/types';
import { galleryValidatorModules } from '../../../../generated/gallery-validators';
import { RendererContentContext, useRendererContent, type RendererContent } from '../../../../renderer/content-context';
import { SchemaForm } from '../../../../renderer/schema-form';
import { useCopy } from '../../../org-context';
import { BrandFrame } from './screen-preview';
import { WidthChoice, type PreviewWidth } from './studio-controls';
import { jsonText, uiFileOf, useStudio } from './studio-state';

type FieldError = { path: string; message: string };
type Verdict = { kind: 'checking' | 'accepted' | 'failed' } | { kind: 'refused'; errors: FieldError[] };

const VERDICT_TEXT = {
  checking: 'studio.gallery.checking', accepted: 'studio.gallery.accepted', refused: 'studio.gallery.refused', failed: 'studio.gallery.failed',
} as const;

/** A form's or screen's title: its screen title, else its schema's title, else its id. */
export function galleryTitle(form: Pick<GalleryForm, 'id' | 'schema' | 'ui'>): string {
  const screen = form.ui['x-screen'] as { title?: unknown } | undefined;
  const title = typeof screen?.title === 'string' ? screen.title : form.schema.title;
  return typeof title === 'string' ? title : form.id;
}

/**
 * One form of the feature gallery, drawn by the real renderer in a lender's brand with its precompiled
 * validator, as an applicant's page checks answers; what the page accepts is then sent to the server,
 * which judges it with the validator screen writes use, and what it refuses is shown at the fields.
 * Its example answers fill the form; its two files can be copied to start a screen.
 */
export function GalleryExample({ form, orgCode }: { form: GalleryForm; orgCode: string }) {
  const copy = useCopy();
  const { index } = useStudio();
  const outer = useRendererContent();
  const org = index.orgs[orgCode];
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  // a new key draws the form again with the example's answers
  const [filled, setFilled] = useState<{ data?: JsonObject; key: number }>({ key: 0 });
  const [verdict, setVerdict] = useState<Verdict>();
  const pair = useMemo<ScreenPair>(() => ({ id: form.id, file: form.file, schema: form.schema as JsonObject, ui: form.ui as JsonObject }), [form]);
  const content = useMemo<RendererContent>(() => ({
    ...outer,
    org: undefined,
    content: { ...outer.content, screens: { ...outer.content.screens, [pair.id]: pair } },
    loadValidator: (id) => (id === pair.id ? galleryValidatorModules[id]?.() ?? Promise.resolve(null) : outer.loadValidator(id)),
  }), [outer, pair]);

  const fill = (data: unknown) => {
    setVerdict(undefined);
    setFilled((f) => ({ data: data as JsonObject, key: f.key + 1 }));
  };
  const submit = async (data: JsonObject) => {
    setVerdict({ kind: 'checking' });
    try {
      await checkGalleryAnswers({ id: form.id, data });
      setVerdict({ kind: 'accepted' });
    } catch (e) {
      setVerdict(e instanceof ServiceError && e.status === 400 && e.fieldErrors.length ? { kind: 'refused', errors: e.fieldErrors } : { kind: 'failed' });
    }
  };

  return (
    <div className="studio-gallery">
      <h2>{copy('studio.gallery.heading', { title: galleryTitle(form) })}</h2>
      <p>{copy('studio.gallery.intro')}</p>
      <div className="studio-controls">
        <WidthChoice value={width} onChange={setWidth} />
      </div>
      <fieldset className="studio-gallery__examples">
        <legend>{copy('studio.gallery.examples')}</legend>
        {form.valid.map((e) => (
          <button key={`valid:${e.name}`} type="button" className="button" onClick={() => fill(e.data)}>{copy('studio.gallery.valid', { name: e.name })}</button>
        ))}
        {form.invalid.map((e) => (
          <button key={`invalid:${e.name}`} type="button" className="button" onClick={() => fill(e.data)}>{copy('studio.gallery.invalid', { name: e.name })}</button>
        ))}
      </fieldset>
      {org ? (
        <BrandFrame org={org} width={width} label={copy('studio.preview.label', { screen: form.id, brand: org.orgBrand })}>
          <div className="studio-preview__page">
            <RendererContentContext.Provider value={content}>
              <SchemaForm
                key={filled.key}
                screen={form.id}
                formData={filled.data}
                onSubmit={submit}
                disabled={verdict?.kind === 'checking'}
                serverErrors={verdict?.kind === 'refused' ? verdict.errors : undefined}
              />
            </RendererContentContext.Provider>
            <p role="status" className="studio-gallery__verdict">{verdict ? copy(VERDICT_TEXT[verdict.kind]) : ''}</p>
          </div>
        </BrandFrame>
      ) : null}
      <JsonFile label={copy('studio.gallery.schemaFile', { file: form.file })} file={form.file} value={form.schema} />
      <JsonFile label={copy('studio.gallery.uiFile', { file: uiFileOf(form.file) })} file={uiFileOf(form.file)} value={form.ui} />
    </div>
  );
}

/** A file as it is written, to read and copy. */
function JsonFile({ label, file, value }: { label: string; file: string; value: unknown }) {
  const copy = useCopy();
  const [copied, setCopied] = useState(false);
  const id = `gallery-file-${file.replace(/[^A-Za-z0-9]+/g, '-')}`;
  const text = jsonText(value);
  return (
    <div className="field studio-gallery__file">
      <label className="field__label" htmlFor={id}>{label}</label>
      <textarea id={id} readOnly value={text} rows={Math.min(20, text.split('\n').length)} spellCheck={false} />
      <button type="button" className="button" onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}>
        {copy('studio.gallery.copy', { file })}
      </button>
      <span role="status">{copied ? copy('studio.gallery.copied', { file }) : ''}</span>
    </div>
  );
}
