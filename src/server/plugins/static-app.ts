import { textsIn } from '../core/language';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { ServiceApp } from '../core/route-schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { assetDir, assetProblem, LOGO_TYPES } from '../content/logos';
import { placeUploadedLogos, UPLOADED_LOGO } from '../content/uploaded-logos';
import { errorBody } from '../core/errors';
import { publicOrg } from '../../contracts/org';
import { resolveScreen, resolveString } from '../../engine/org';
import type { ContentIndex, OrgFile } from '../../engine/types';
import { acceptsApplications, isRegistrationStep, stepScreen } from '../../product/registration';
import type { CopyKey } from '../../generated/copy-keys';
import { PAGE_ORG_ELEMENT_ID } from '../../contracts/portal';
import { PAGE_CONTENT_BASE_ATTR, PAGE_CONTENT_VERSION_ATTR } from '../../contracts/studio';
import { SSR_STATE_ELEMENT_ID, type SsrInput, type SsrModule } from '../../contracts/ssr';
import { APP_BASE, AUTH_LOGIN_PATH, DASHBOARD_PATH, LEGACY_SIGNER_AREA_PATH, LOGIN_PATH, LOGIN_SCREEN, logoPath, REGISTER_PATH, SIGNER_AREA_PATH } from '../../lib/page-paths';

/** Paths the single-page app answers besides its base: the shell's own dashboard. */
const APP_PATHS = [APP_BASE, DASHBOARD_PATH];

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** JSON inside a script element: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The org record (as the private-label service answers it) and its theme colours, for the page's head. */
function pageOrg(org: OrgFile): string {
  const colours = Object.entries(org.theme.colors).map(([name, value]) => `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`);
  if (org.theme.font) colours.push(`--font-family:${org.theme.font}`);
  return `<script type="application/json" id="${PAGE_ORG_ELEMENT_ID}">${scriptJson(publicOrg(org))}</script>`
    + `<style>:root{${colours.join(';').replace(/[<>{}]/g, '')}}</style>`;
}

/** What shows until the portal starts: the lender's header, the opening screen's heading when known, and a loading line. */
function bootShell(org: OrgFile, logo: string, loading: string, opening: { title?: string; intro?: string } | undefined): string {
  const header = `<header class="site-header boot-shell"><span class="site-header__brand"><img src="${escapeHtml(logo)}" alt="${escapeHtml(org.theme.logoAlt)}" height="40"></span></header>`;
  const line = `<p class="page-loading boot-shell__loading">${escapeHtml(loading)}…</p>`;
  if (!opening?.title) return header + line;
  // the same elements the screen's form renders, so the largest text paints with the page
  return `${header}<div class="shell-body"><main class="page"><div class="schema-form"><h1 class="page-title">${escapeHtml(opening.title)}</h1>`
    + `${opening.intro ? `<p class="page-intro">${escapeHtml(opening.intro)}</p>` : ''}</div><p class="page-loading">${escapeHtml(loading)}…</p></main></div>`;
}

/**
 * The screen a page opens on when its path alone tells (sign-in, and the first registration step for
 * a lender taking applications without a referral), or undefined.
 */
function openingScreen(index: ContentIndex, org: OrgFile, path: string, query: URLSearchParams): string | undefined {
  if (path === LOGIN_PATH) return LOGIN_SCREEN;
  const first = index.flows.registration?.initial;
  if (path === REGISTER_PATH && !query.has('step') && isRegistrationStep(first) && acceptsApplications(org, null)) return stepScreen(first);
  return undefined;
}

/** The opening screen's heading and intro in the lender's words. */
function openingHeading(index: ContentIndex, org: OrgFile, url: string): { title?: string; intro?: string } | undefined {
  const [path = '', search = ''] = url.split('?');
  const id = openingScreen(index, org, path, new URLSearchParams(search));
  const pair = id ? index.screens[id] : undefined;
  return pair ? (resolveScreen(pair, org).ui as { 'x-screen'?: { title?: string; intro?: string } })['x-screen'] : undefined;
}

/**
 * The portal's first screens rendered on the server (built by scripts/build-server.mjs beside the bundled
 * server, dist-server/ssr; from the sources, the last build's), or undefined when not built.
 */
function ssrModulePath(): string | undefined {
  const beside = new URL('./ssr/entry-server.cjs', import.meta.url);
  const built = new URL('../../../dist-server/ssr/entry-server.cjs', import.meta.url);
  return [beside, built].map((url) => fileURLToPath(url)).find((path) => existsSync(path));
}

/** Serves the built app under /account/heloc with history fallback, and the spec's redirects. */
export default fp(async (app: ServiceApp) => {
  const dir = app.config.staticDir;
  const built = existsSync(join(dir, 'index.html'));
  let indexHtml: string | undefined;
  const readIndex = () => (indexHtml ??= readFileSync(join(dir, 'index.html'), 'utf8'));

  // Imported on the first page it renders (the start does not wait for React and the pages' code); a module
  // that fails to load leaves every page to the browser, as before it was built.
  let ssr: Promise<SsrModule | undefined> | undefined;
  const loadSsr = () => (ssr ??= (async () => {
    const path = built && app.config.serverRendering !== false ? ssrModulePath() : undefined;
    if (!path) return undefined;
    try {
      // required, not imported: the bundled server runs from V8's code cache, where import() has no loader
      return createRequire(import.meta.url)(path) as SsrModule;
    } catch (error) {
      app.log.error({ err: error }, 'The first screens cannot be rendered on the server');
      return undefined;
    }
  })());

  /** The first screen rendered for this request, and the state the browser hydrates it with; undefined when not rendered here. */
  const serverRendered = async (request: FastifyRequest, org: OrgFile) => {
    const mod = await loadSsr();
    if (!mod) return undefined;
    const current = app.content.current;
    const decisions = Object.fromEntries(Object.keys(app.content.flags().flags).map((key) => {
      const flag = app.content.flag(key, org);
      return [key, { flagKey: key, flagEnabled: flag.enabled, variables: flag.variables ?? {} }];
    }));
    const input: SsrInput = {
      url: request.url,
      org: publicOrg(org),
      decisions,
      contentVersion: { id: current.id, content: app.content.isBundled(current) ? undefined : await app.content.browserContent(current), baseHash: app.content.baseBrowserHash },
      language: request.language(),
    };
    try {
      return await mod.render(input);
    } catch (error) {
      // the page still works: the browser renders it
      request.log.error({ err: error }, 'Rendering the first screen on the server failed');
      return undefined;
    }
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!built) {
      return reply.status(503).type('text/plain').send('The app has not been built yet: run "npm run build" (npm start does it for you).');
    }
    // the latest published content version, so registration starts on it without asking, and the hash
    // of the base the server runs on, so the page renders what it embedded only when it is that
    let html = readIndex().replace('<div id="root">', `<div id="root" ${PAGE_CONTENT_VERSION_ATTR}="${escapeHtml(app.content.current.id)}" ${PAGE_CONTENT_BASE_ATTR}="${app.content.baseBrowserHash}">`);
    let org: OrgFile | undefined;
    try {
      org = request.org();
    } catch {
      // no org: the page itself shows the error
    }
    if (org) {
      const lang = request.language();
      const words = textsIn(app.content.current.index, org, lang);
      html = html.replace('<html lang="en">', `<html lang="${lang}">`);
      const title = `${org.orgBrand} | ${org.orgMetaData.products.HELOC?.displayName ?? 'Home equity line of credit'}`;
      const logo = `${APP_BASE}/logos/${org.theme.logo}`;
      html = html
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
        .replace(`href="${logoPath('favicon.svg')}"`, `href="${logo}"`)
        // The lender's record and colours come with the page, and its header shows while the scripts load:
        // the portal starts without asking for the record, and nothing changes colour when it starts.
        .replace('</head>', `${pageOrg(org)}</head>`)
      const rendered = await serverRendered(request, org);
      html = rendered
        // the screen itself, as the portal draws it, and what it was drawn with
        ? html.replace(/(<div id="root"[^>]*>)<\/div>/, (_, open: string) => `${open}${rendered.html}</div>`
          + `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${scriptJson(rendered.state)}</script>`)
        : html.replace(/(<div id="root"[^>]*>)<\/div>/, (_, open: string) => `${open}${bootShell(org, logo, resolveString(words.index.strings, 'app.loading' satisfies CopyKey, words.org), openingHeading(words.index, words.org, request.url))}</div>`);
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  // Lender logos come from the content root as they are now, so a new lender's logo shows without a rebuild.
  app.get(`${APP_BASE}/logos/:name`, { schema: { hide: true, params: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } }, async (request, reply) => {
    const { name } = request.params;
    // a logo uploaded through another instance since this one started
    if (UPLOADED_LOGO.test(name) && assetProblem(app.config.contentRoot, name)) await placeUploadedLogos(app.db, app.config.contentRoot, name);
    const kind = LOGO_TYPES[extname(name).toLowerCase()];
    if (!/^[a-z0-9-]+\.[a-z]+$/.test(name) || !kind || assetProblem(app.config.contentRoot, name)) {
      return reply.status(404).send(errorBody(404, `No logo ${name}`));
    }
    return reply
      .type(kind.type)
      .header('cache-control', 'public, max-age=300')
      // an SVG opened on its own runs nothing and loads nothing
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(readFileSync(join(assetDir(app.config.contentRoot), name)));
  });

  if (built) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix: `${APP_BASE}/`,
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each asset: sent as they are, with Content-Encoding and Vary.
      preCompressed: true,
      setHeaders(reply, path) {
        if (path.includes(`${join(dir, 'assets')}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.get(APP_BASE, { schema: { hide: true } }, sendIndex);
  app.get(`${APP_BASE}/`, { schema: { hide: true } }, sendIndex);
  app.get(DASHBOARD_PATH, { schema: { hide: true } }, sendIndex);
  app.get('/dashboard/*', { schema: { hide: true } }, sendIndex);

  const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');
  app.get('/', { schema: { hide: true } }, (_req, reply) => reply.redirect(DASHBOARD_PATH));
  app.get('/account', { schema: { hide: true } }, (_req, reply) => reply.redirect(DASHBOARD_PATH));
  // where signing out lands when its call fails (spec): the login page, keeping the query
  app.get(AUTH_LOGIN_PATH, { schema: { hide: true } }, (req, reply) => reply.redirect(`${LOGIN_PATH}${queryOf(req.url)}`));
  app.get('/account/register', { schema: { hide: true } }, (req, reply) => reply.redirect(`${APP_BASE}/register${queryOf(req.url)}`));
  app.get(LEGACY_SIGNER_AREA_PATH, { schema: { hide: true } }, (req, reply) => reply.redirect(`${SIGNER_AREA_PATH}${queryOf(req.url)}`));
  app.get(`${LEGACY_SIGNER_AREA_PATH}/*`, { schema: { hide: true, params: { type: 'object', properties: { '*': { type: 'string' } } } } }, (req, reply) => {
    reply.redirect(`${SIGNER_AREA_PATH}/${req.params['*'] ?? ''}${queryOf(req.url)}`);
  });
  // The legal pages are among the spec's anonymous pages of the app too: below the app's base they
  // go to the same main-site pages (never through the app's login).
  for (const page of ['terms', 'communications', 'privacy', 'licenses'] as const) {
    app.get(`/${page}`, { schema: { hide: true } }, (req, reply) => reply.redirect(req.org().mainSite[page]));
    app.get(`${APP_BASE}/${page}`, { schema: { hide: true } }, (req, reply) => reply.redirect(req.org().mainSite[page]));
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] as string;
    const wantsPage = request.method === 'GET' && APP_PATHS.some((p) => path === p || path.startsWith(p + '/'));
    // A missing hashed asset is a real 404; any other app path is a client route.
    if (wantsPage && !/\.[a-z0-9]+$/i.test(path)) return sendIndex(request, reply);
    // A person's browser asking for a page the portal does not have gets the portal's own "not found"
    // page (with the lender's header, help and a way on) under a 404; programs get the JSON error.
    const browser = request.method === 'GET' && /text\/html/.test(String(request.headers.accept ?? '')) && !/\.[a-z0-9]+$/i.test(path);
    if (browser && built) return sendIndex(request, reply.status(404));
    return reply.status(404).send(errorBody(404, `No route for ${request.method} ${path}`));
  });
}, { name: 'static-app' });
