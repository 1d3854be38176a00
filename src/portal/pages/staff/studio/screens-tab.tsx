import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useGallery } from '../../../../api/studio';
import { useCopy } from '../../../org-context';
import { CopyEditor } from './copy-editor';
import { FileEditor } from './file-editor';
import { GalleryExample, galleryTitle } from './gallery-example';
import { PreviewLanguage, ScreenPreview } from './screen-preview';
import { TranslationEditor } from './translation-editor';
import { languagesToEdit } from './translations';
import { offeredLanguages, LANGUAGE_NAMES } from '../../../../engine/languages';
import { useWorkingLender, useStudio, uiFileOf } from './studio-state';
import { LenderSelect, WidthChoice, type PreviewWidth } from './studio-controls';

/**
 * The Screens tab: every schema pair, searchable; the chosen one previewed in a lender's brand and edited.
 * Below them the feature gallery: a form per feature family to try and copy.
 */
export default function ScreensTab() {
  const copy = useCopy();
  const { index, editor } = useStudio();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const working = useWorkingLender();
  const [org, setOrg] = useState(working);
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const [previewLang, setPreviewLang] = useState('en');
  const [scope, setScope] = useState<string>(editor.scope === 'org' && editor.orgCode ? editor.orgCode : '');
  const selected = params.get('screen') ?? '';
  const pair = index.screens[selected];
  const gallery = useGallery();
  const example = gallery.data?.forms.find((f) => f.id === params.get('example'));

  const ids = useMemo(() => {
    const q = search.trim().toLowerCase();
    return Object.keys(index.screens).filter((id) => {
      const p = index.screens[id];
      const title = (p?.ui['x-screen'] as { title?: string } | undefined)?.title ?? '';
      return !q || id.toLowerCase().includes(q) || title.toLowerCase().includes(q);
    }).sort();
  }, [index.screens, search]);

  return (
    <div className="studio-split">
      <div className="studio-list">
        <div className="field">
          <label className="field__label" htmlFor="studio-screen-search">{copy('studio.screens.search')}</label>
          <input id="studio-screen-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <p role="status" className="field__description">{copy(ids.length === 1 ? 'studio.screens.countOne' : 'studio.screens.count', { count: ids.length })}</p>
        <ul aria-label={copy('studio.screens.list')}>
          {ids.map((id) => (
            <li key={id}>
              <button type="button" className="studio-list__item" aria-current={id === selected ? 'true' : undefined} onClick={() => setParams({ screen: id })}>
                {index.screens[id] && galleryTitle(index.screens[id]) !== id ? (
                  <>
                    <span className="studio-list__title">{galleryTitle(index.screens[id])}</span>{' '}
                    <span className="studio-list__id">{id}</span>
                  </>
                ) : <span className="studio-list__title">{id}</span>}
              </button>
            </li>
          ))}
        </ul>
        <h2 className="studio-list__heading" id="studio-gallery-list">{copy('studio.gallery.list')}</h2>
        {gallery.data ? (
          <ul aria-labelledby="studio-gallery-list">
            {gallery.data.forms.map((f) => (
              <li key={f.id}>
                <button type="button" className="studio-list__item" aria-current={f.id === example?.id ? 'true' : undefined} onClick={() => setParams({ example: f.id })}>
                  {galleryTitle(f)}
                </button>
              </li>
            ))}
          </ul>
        ) : <p role="status">{copy('studio.gallery.loading')}</p>}
      </div>
      <div className="studio-detail">
        {example ? <GalleryExample key={example.id} form={example} orgCode={org} /> : !pair ? <p>{copy('studio.screens.choose')}</p> : (
          <>
            <h2>{copy('studio.screens.heading', { screen: pair.id })}</h2>
            <div className="studio-controls">
              <LenderSelect id="studio-preview-org" label={copy('studio.preview.lender')} value={org} onChange={setOrg} />
              <WidthChoice value={width} onChange={setWidth} />
              <PreviewLanguage languages={offeredLanguages(index.orgs[org])} value={previewLang} onChange={setPreviewLang} />
            </div>
            <ScreenPreview screenId={pair.id} orgCode={org} width={width} lang={offeredLanguages(index.orgs[org]).includes(previewLang) ? previewLang : 'en'} />
            <h3>{copy('studio.copy.heading')}</h3>
            <div className="field">
              <label className="field__label" htmlFor="studio-copy-scope">{copy('studio.copy.scope')}</label>
              <select id="studio-copy-scope" value={scope} onChange={(e) => setScope(e.target.value)} disabled={editor.scope === 'org'}>
                {editor.scope === 'all' ? <option value="">{copy('studio.copy.everyLender')}</option> : null}
                {Object.keys(index.orgs).filter((code) => editor.scope === 'all' || code === editor.orgCode).map((code) => (
                  <option key={code} value={code}>{copy('studio.copy.onlyLender', { brand: index.orgs[code]?.orgBrand ?? code })}</option>
                ))}
              </select>
            </div>
            <CopyEditor key={`${pair.id}:${scope}`} pair={pair} orgCode={scope || undefined} />
            {languagesToEdit(index, scope || undefined).map((lang) => (
              <section key={lang} aria-label={copy('studio.translation.heading', { language: LANGUAGE_NAMES[lang] ?? lang })}>
                <h3>{copy('studio.translation.heading', { language: LANGUAGE_NAMES[lang] ?? lang })}</h3>
                <TranslationEditor pair={pair} lang={lang} orgCode={scope || undefined} />
              </section>
            ))}
            <h3>{copy('studio.json.heading')}</h3>
            <FileEditor paths={scope && index.orgs[scope] ? [index.orgs[scope].file] : [pair.file, uiFileOf(pair.file)]} />
          </>
        )}
      </div>
    </div>
  );
}
