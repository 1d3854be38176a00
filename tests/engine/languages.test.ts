import { describe, expect, it } from 'vitest';
import { buildContent } from '../../src/engine/content';
import { acceptedLanguages, chooseLanguage, inLanguage, offeredLanguages, orgIn, pairTexts, translatePair } from '../../src/engine/languages';
import type { OrgFile, ScreenPair } from '../../src/engine/types';

const pair: ScreenPair = {
  id: 'sale', file: 'schemas/registration/sale.schema.json',
  schema: { type: 'object', title: 'Plans', properties: { sale: { type: 'string', title: 'Selling?', enum: ['NO', 'YES'], default: 'NO' } } },
  ui: {
    'x-screen': { title: 'Are you selling?', submitText: 'Continue', event: 'next' },
    sale: { 'ui:widget': 'radio', 'ui:enumNames': ['No', 'Yes'], 'x-errors': { required: 'Required' } },
    agree: { 'ui:options': { links: { 'Terms of Use': 'termsOfUseUrl' } } },
  },
};

describe('languages', () => {
  it('chooses the first language the lender offers, by primary subtag, else English without an error', () => {
    expect(chooseLanguage(['es-MX', 'en'], ['en', 'es'])).toBe('es');
    expect(chooseLanguage(['fr', 'es'], ['en', 'es'])).toBe('es');
    expect(chooseLanguage(['fr', 'de'], ['en', 'es'])).toBe('en');
    expect(chooseLanguage(['es'], ['en'])).toBe('en');
    expect(chooseLanguage([undefined, null, ''], ['en', 'es'])).toBe('en');
  });

  it('reads Accept-Language by weight, leaving out q=0 and *', () => {
    expect(acceptedLanguages('en;q=0.5, es-US, fr;q=0, *;q=0.1')).toEqual(['es-US', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('offers English always, then the languages the org file lists that the portal formats', () => {
    expect(offeredLanguages({ languages: ['en', 'es'] })).toEqual(['en', 'es']);
    expect(offeredLanguages({})).toEqual(['en']);
    expect(offeredLanguages({ languages: ['fr'] })).toEqual(['en']);
  });

  it('lists the texts of a pair, not its rules or settings', () => {
    expect([...pairTexts(pair).keys()].sort()).toEqual([
      '/schema/properties/sale/title', '/schema/title', '/ui/agree/ui:options/links/Terms of Use',
      '/ui/sale/ui:enumNames/0', '/ui/sale/ui:enumNames/1', '/ui/sale/x-errors/required', '/ui/x-screen/submitText', '/ui/x-screen/title',
    ]);
  });

  it('lays a translation over the texts, renaming a linked phrase, and leaves what it lacks in English', () => {
    const es = translatePair(pair, { '/ui/x-screen/title': '¿Piensa vender?', '/ui/sale/ui:enumNames/1': 'Sí', '/ui/agree/ui:options/links/Terms of Use': 'Términos de uso', '/ui/x-screen/event': 'hack' });
    expect(es.ui['x-screen']).toEqual({ title: '¿Piensa vender?', submitText: 'Continue', event: 'next' });
    expect((es.ui.sale as { 'ui:enumNames': string[] })['ui:enumNames']).toEqual(['No', 'Sí']);
    expect((es.ui.agree as { 'ui:options': { links: object } })['ui:options'].links).toEqual({ 'Términos de uso': 'termsOfUseUrl' });
    expect(es.schema).toBe(pair.schema);
  });

  it('gives the content in a language: its copy over English, translated screens, each lender with its own words in it', () => {
    const { index } = buildContent({
      'schemas/copy/en.json': { 'nav.login': 'Log in', 'nav.menu': 'Menu' },
      'schemas/copy/es.json': { 'nav.login': 'Iniciar sesión' },
      'schemas/registration/sale.schema.json': pair.schema,
      'schemas/registration/sale.ui.json': pair.ui,
      'schemas/registration/sale.es.json': { '/ui/x-screen/title': '¿Piensa vender?' },
      'orgs/A.json': { orgCode: 'A', languages: ['en', 'es'], copy: { strings: { 'nav.menu': 'More' }, es: { strings: { 'nav.menu': 'Más' } } } },
    });
    const es = inLanguage(index, 'es');
    expect(es.strings['nav.login']).toBe('Iniciar sesión');
    expect(es.strings['nav.menu']).toBe('Menu');
    expect((es.screens['registration/sale']?.ui['x-screen'] as { title: string }).title).toBe('¿Piensa vender?');
    expect(es.orgs.A?.copy?.strings).toEqual({ 'nav.menu': 'Más' });
    expect(inLanguage(index, 'es')).toBe(es);
    expect(inLanguage(index, 'en')).toBe(index);
    expect(inLanguage(index, 'fr')).toBe(index);
    expect(orgIn({ copy: { strings: { a: 'b' } } } as Pick<OrgFile, 'copy'>, 'es')).toEqual({});
  });
});
