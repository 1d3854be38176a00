import { useMemo, useState, type FormEvent } from 'react';
import { ServiceError } from '../../../../api/errors';
import { MAX_LOGO_BYTES, useLogoUpload } from '../../../../api/studio-flow';
import { metaSubSchema } from '../../../../engine/meta-form';
import { isObject, type JsonObject } from '../../../../engine/types';
import { useCopy } from '../../../org-context';
import { Footer } from '../../../shell/footer';
import { META } from './meta-schemas';
import { BrandFrame, PreviewHeader } from './screen-preview';
import { PreviewForm } from './studio-form';
import { LenderSelect, ProblemList, WidthChoice, type PreviewWidth } from './studio-controls';
import { StudioForm } from './studio-form';
import { jsonText, useStudio, useWorkingLender } from './studio-state';
import { resolveScreen } from '../../../../engine/org';

const ORG_CODE = /^[A-Z][A-Z0-9_]*$/;
/** The screen the lender preview shows unless another is chosen: the first one applicants fill in. */
const PREVIEW_SCREEN = 'start-profile';

/** The Lenders tab: an org file through its meta-schema form, its logo, a live preview of its shell and a screen, and new lenders from a template. */
export default function LendersTab() {
  const copy = useCopy();
  const studio = useStudio();
  const codes = Object.keys(studio.index.orgs).filter((c) => studio.canEdit(studio.index.orgs[c]?.file ?? ''));
  const working = useWorkingLender();
  const [code, setCode] = useState(codes.includes(working) ? working : codes[0] ?? '');
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const [screen, setScreen] = useState(PREVIEW_SCREEN);
  const org = studio.index.orgs[code];
  if (!codes.length) return <p>{copy('studio.lenders.none')}</p>;
  return (
    <div className="studio-lenders">
      <div className="studio-controls">
        <LenderSelect id="studio-lender-pick" label={copy('studio.lenders.pick')} value={code} onChange={setCode} only={codes} />
        <WidthChoice value={width} onChange={setWidth} />
        <div className="field">
          <label className="field__label" htmlFor="studio-lender-screen">{copy('studio.lenders.screen')}</label>
          <select id="studio-lender-screen" value={screen} onChange={(e) => setScreen(e.target.value)}>
            {Object.keys(studio.index.screens).filter((id) => !id.includes('/')).sort().map((id) => <option key={id} value={id}>{id}</option>)}
          </select>
        </div>
      </div>
      {org ? (
        <>
          <BrandFrame org={org} width={width} label={copy('studio.lenders.preview', { brand: org.orgBrand })}>
            <PreviewHeader org={org} />
            <div className="studio-preview__page">
              {studio.index.screens[screen] ? <PreviewForm pair={resolveScreen(studio.index.screens[screen], org)} screenId={screen} onSubmit={() => undefined} /> : null}
            </div>
            <Footer />
          </BrandFrame>
          <LogoUpload orgFile={org.file} />
          <h2>{copy('studio.lenders.problems')}</h2>
          <ProblemList paths={[org.file]} />
          <OrgEditor key={code} file={org.file} />
        </>
      ) : null}
      {studio.editor.scope === 'all' ? <NewLender templates={codes} onCreated={setCode} /> : null}
    </div>
  );
}

/** The org file as a form made from the org meta-schema. */
function OrgEditor({ file }: { file: string }) {
  const copy = useCopy();
  const studio = useStudio();
  const schema = useMemo(() => metaSubSchema(META.org, '', copy('studio.lenders.form')), [copy]);
  // lists of choices (licensed states, platform links) as checkboxes: each choice named, where a multiple select has one unnamed list
  const ui = useMemo(() => ({
    'x-screen': { title: copy('studio.lenders.form'), submitText: copy('studio.save.now') },
    $schema: { 'ui:widget': 'hidden' },
    licensedStates: { 'ui:widget': 'checkboxes', 'ui:options': { inline: true } },
    platform: { links: { 'ui:widget': 'checkboxes', 'ui:options': { inline: true } } },
  }), [copy]);
  const [data, setData] = useState<JsonObject>(() => (isObject(studio.files[file]) ? studio.files[file] : {}) as JsonObject);
  const write = (next: JsonObject) => {
    setData(next);
    if (JSON.stringify(next) !== JSON.stringify(studio.files[file])) studio.setText(file, jsonText(next));
  };
  return <StudioForm name="org" schema={schema} ui={ui} formData={data} onChange={write} onSubmit={() => void studio.flush()} />;
}

/** Uploads a logo (checked by its bytes on the server) and writes its name into the org's theme. */
function LogoUpload({ orgFile }: { orgFile: string }) {
  const copy = useCopy();
  const studio = useStudio();
  const upload = useLogoUpload();
  const [file, setFile] = useState<File>();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (logo) => {
        const doc = studio.files[orgFile];
        if (!isObject(doc) || !isObject(doc.theme)) return;
        studio.setText(orgFile, jsonText({ ...doc, theme: { ...doc.theme, logo: logo.name } }));
      },
    });
  };
  return (
    <form className="studio-logo" onSubmit={onSubmit}>
      <div className="field">
        <label className="field__label" htmlFor="studio-logo-file">{copy('studio.logo.label')}</label>
        <input id="studio-logo-file" type="file" accept="image/png,image/jpeg,image/webp" aria-describedby="studio-logo-hint" onChange={(e) => setFile(e.target.files?.[0])} />
        <p id="studio-logo-hint" className="field__description">{copy('studio.logo.hint', { kb: MAX_LOGO_BYTES / 1024 })}</p>
      </div>
      <button type="submit" className="button" disabled={!file || upload.isPending}>{copy('studio.logo.button')}</button>
      <div aria-live="polite">
        {upload.isSuccess ? <p className="studio-ok">{copy('studio.logo.done', { name: upload.data.name })}</p> : null}
        {upload.isError ? <p role="alert">{upload.error instanceof ServiceError && upload.error.status === 400 ? upload.error.message : copy('studio.logo.failed')}</p> : null}
      </div>
    </form>
  );
}

/** A new lender: a copy of an existing org file with a new code, brand and address. */
function NewLender({ templates, onCreated }: { templates: string[]; onCreated: (code: string) => void }) {
  const copy = useCopy();
  const studio = useStudio();
  const [template, setTemplate] = useState(templates[0] ?? '');
  const [code, setCode] = useState('');
  const [brand, setBrand] = useState('');
  const [baseUrl, setBaseUrl] = useState('');
  const [error, setError] = useState<string>();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const source = studio.index.orgs[template];
    const doc = source ? studio.files[source.file] : undefined;
    if (!ORG_CODE.test(code)) return setError(copy('studio.newLender.badCode'));
    if (studio.index.orgs[code]) return setError(copy('studio.newLender.taken', { code }));
    if (!brand.trim()) return setError(copy('studio.newLender.needBrand'));
    if (!/^https:\/\/[^/\s]+\/?$/.test(baseUrl)) return setError(copy('studio.newLender.badUrl'));
    if (!isObject(doc)) return undefined;
    studio.setText(`orgs/${code}.json`, jsonText({ ...doc, orgCode: code, canonicalOrgCode: code, orgBrand: brand.trim(), baseUrl: baseUrl.replace(/\/$/, '') }));
    setError(undefined);
    onCreated(code);
    return undefined;
  };
  return (
    <form className="studio-new-lender" onSubmit={onSubmit} aria-labelledby="studio-new-lender-heading">
      <h2 id="studio-new-lender-heading">{copy('studio.newLender.heading')}</h2>
      <LenderSelect id="studio-new-lender-template" label={copy('studio.newLender.template')} value={template} onChange={setTemplate} only={templates} />
      <div className="field">
        <label className="field__label" htmlFor="studio-new-lender-code">{copy('studio.newLender.code')}</label>
        <input id="studio-new-lender-code" value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} aria-describedby="studio-new-lender-code-hint" />
        <p id="studio-new-lender-code-hint" className="field__description">{copy('studio.newLender.codeHint')}</p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="studio-new-lender-brand">{copy('studio.newLender.brand')}</label>
        <input id="studio-new-lender-brand" value={brand} onChange={(e) => setBrand(e.target.value)} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="studio-new-lender-url">{copy('studio.newLender.baseUrl')}</label>
        <input id="studio-new-lender-url" type="url" value={baseUrl} onChange={(e) => setBaseUrl(e.target.value)} placeholder="https://" />
      </div>
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" className="button button--primary">{copy('studio.newLender.button')}</button>
    </form>
  );
}
