import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { resolveFlag, selectOrg } from '../../engine/org';
import type { ContentIndex, FlagValue, FlagsFile, OrgFile } from '../../engine/types';
import { BASE_VERSION, CONTENT_VERSIONS_PATH, type BrowserContent } from '../../contracts/studio';
import { checkContentTexts, flagsEditCheck, formatProblem, readContentTexts, type ContentTexts } from '../content/load';
import { browserContentHash, contentManifest, filesOverBuild, readContentManifest, schemasOverBuild, type ContentManifest } from '../content/bundled-content';
import { latestVersionRow, versionRow, type VersionRow } from '../content/versions-repo';
import type { Json } from '../../engine/types';
import { CatchUp } from '../db/catch-up';
import type { Db } from '../db';
import { ContentVersion, contentHash, type OrgRecord } from './content-version';
import { notFound } from './errors';

export type { OrgRecord } from './content-version';

/** NOTIFY channel on which an instance tells the others that a content version was published. */
export const PUBLISHED_CHANNEL = 'content_published';
/** Every instance looks for a newer version this often, in case a notification was lost. */
export const VERSION_REFRESH_MS = 10_000;

interface Options {
  root: string;
  flagsFile: string;
  production: boolean;
  defaultOrg: string;
  /** Where the browser build's content manifest may be (the first found counts); none: the build is taken to hold the base. */
  buildDirs?: readonly string[];
}

/**
 * The content the server runs on, as versions: the repository's files are the base version, each
 * studio publish a newer one. `index`, `org` and `orgFor` mean the latest published version (new
 * applications, registration, pages with no application); `at` and `forApplication` give the version
 * an application started on, loaded from the database on demand and kept. The flags file staff may
 * edit while the server runs sits beside them.
 */
export class ContentService {
  private flagsCache: { mtimeMs: number; flags: FlagsFile } | undefined;
  private flagsRefusedAt: number | undefined;
  private readonly flagsEdit: (doc: unknown) => string[];
  private latest: ContentVersion;
  private readonly versions = new Map<string, Promise<ContentVersion>>();
  private readonly validatorCode = new Map<string, Promise<string | null>>();
  private built: { manifest: ContentManifest | undefined } | undefined;
  private baseManifest: { of: ContentVersion; manifest: ContentManifest } | undefined;
  private baseHash: { of: ContentVersion; hash: string } | undefined;
  private db: Db | undefined;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private readonly catchUp = new CatchUp(() => this.refresh());

  private constructor(
    private base: { texts: ContentTexts; version: ContentVersion },
    private readonly opts: Options,
  ) {
    this.flagsEdit = flagsEditCheck(opts.root);
    this.latest = base.version;
  }

  /** The content a server configuration names, loaded and checked. */
  static forConfig(config: { contentRoot: string; staticDir: string; flagsFile: string; production: boolean; defaultOrg: string }): ContentService {
    return ContentService.load({
      root: config.contentRoot, flagsFile: config.flagsFile, production: config.production, defaultOrg: config.defaultOrg,
      // the served build's, else the one content:gen last wrote (development, where Vite serves the pages)
      buildDirs: [config.staticDir, join(process.cwd(), 'src', 'generated')],
    });
  }

  /** Loads and checks all content; refuses (throws) with every problem when anything is broken. */
  static load(opts: Options): ContentService {
    const base = ContentService.readBase(opts.root);
    if ('problems' in base) {
      throw new Error(`content has ${base.problems.length} problem(s); refusing to start:\n${base.problems.join('\n')}`);
    }
    if (!base.version.index.orgs[opts.defaultOrg]) throw new Error(`DEFAULT_ORG "${opts.defaultOrg}" is not an org file in orgs/`);
    return new ContentService(base, opts);
  }

  private static readBase(root: string): { texts: ContentTexts; version: ContentVersion } | { problems: string[] } {
    const texts = readContentTexts(root);
    const { index, files, problems } = checkContentTexts(texts, root);
    if (problems.length) return { problems: problems.map(formatProblem) };
    return { texts, version: new ContentVersion(BASE_VERSION, 0, contentHash(files), index, files, {}) };
  }

  /** The same checked base content with versions of its own, read from `db` (one per server). */
  forDb(db: Db): ContentService {
    const service = new ContentService(this.base, this.opts);
    service.db = db;
    return service;
  }

  /** Serves the latest published version and hears other instances publish (LISTEN/NOTIFY, with a periodic look). */
  async start(): Promise<void> {
    const db = this.requireDb();
    const refreshNow = () => void this.refresh().catch(() => undefined);
    // back after an outage: a publish announced meanwhile is looked for at once, and again until the look succeeds
    this.unlisten = await db.listen(PUBLISHED_CHANNEL, refreshNow, { lost: this.catchUp.lost, resumed: this.catchUp.resumed });
    await this.refresh();
    this.timer = setInterval(() => void this.refresh().catch(() => undefined), VERSION_REFRESH_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.catchUp.stop();
    await this.unlisten?.();
  }

  /** Takes the newest published version if it is newer than the one served. */
  async refresh(): Promise<void> {
    const row = await latestVersionRow(this.requireDb());
    if (row && row.seq > this.latest.seq) this.serve(this.fromRow(row));
  }

  /** After this instance published `row`: serve it at once and tell the other instances. */
  async published(row: VersionRow): Promise<ContentVersion> {
    const version = this.fromRow(row);
    this.serve(version);
    await this.requireDb().notify(PUBLISHED_CHANNEL, row.id);
    return version;
  }

  private serve(version: ContentVersion): void {
    if (version.seq <= this.latest.seq) return;
    this.versions.set(version.id, Promise.resolve(version));
    this.latest = version;
  }

  private fromRow(row: VersionRow): ContentVersion {
    return ContentVersion.over(this.base.version.files, row.id, row.seq, row.overlay);
  }

  /** The latest published version. */
  get current(): ContentVersion {
    return this.latest;
  }

  get baseVersion(): ContentVersion {
    return this.base.version;
  }

  /** The base's files as written in the repository. */
  get baseTexts(): ContentTexts {
    return this.base.texts;
  }

  /** The latest published version's content. */
  get index(): ContentIndex {
    return this.latest.index;
  }

  /** A published version by id (404 when there is none), loaded once and kept while the server runs. */
  async at(id: string): Promise<ContentVersion> {
    if (id === BASE_VERSION) return this.base.version;
    if (id === this.latest.id) return this.latest;
    let version = this.versions.get(id);
    if (!version) {
      version = versionRow(this.requireDb(), id).then((row) => {
        if (!row) throw notFound(`Content version ${id} not found`);
        return this.fromRow(row);
      });
      this.versions.set(id, version);
      version.catch(() => this.versions.delete(id));
    }
    return version;
  }

  /**
   * What the browser build embedded of the content (src/server/content/bundled-content.ts). With no
   * build to go by, the build is taken to hold the base the server runs on.
   */
  get build(): ContentManifest {
    this.built ??= { manifest: this.opts.buildDirs ? readContentManifest(this.opts.buildDirs) : undefined };
    if (this.built.manifest) return this.built.manifest;
    if (this.baseManifest?.of !== this.base.version) {
      this.baseManifest = { of: this.base.version, manifest: contentManifest(this.base.version.files, this.base.version.index) };
    }
    return this.baseManifest.manifest;
  }

  /** The hash of the base's browser files, which the page compares with what its build embedded. */
  get baseBrowserHash(): string {
    if (this.baseHash?.of !== this.base.version) this.baseHash = { of: this.base.version, hash: browserContentHash(this.base.version.files) };
    return this.baseHash.hash;
  }

  /** A version's browser files that differ from the build's (a removed file as null). */
  browserFiles(version: ContentVersion): Record<string, Json | null> {
    return filesOverBuild(version.files, this.build);
  }

  /**
   * The browser's validators of the form schemas a version has that the build did not precompile
   * (changed or added; none: null), one ES module built once per version's content. The validator
   * compiler is loaded by the first version that needs it.
   */
  validatorsModule(version: ContentVersion): Promise<string | null> {
    let code = this.validatorCode.get(version.hash);
    if (code === undefined) {
      const changed = schemasOverBuild(version.index, this.build);
      code = Object.keys(changed).length
        ? import('../content/validator-bundle').then(({ validatorsModuleCode }) => validatorsModuleCode(changed))
        : Promise.resolve(null);
      this.validatorCode.set(version.hash, code);
      code.catch(() => this.validatorCode.delete(version.hash));
    }
    return code;
  }

  /** A version as the portal reads it: the files that differ from the bundled base, and where its form validators are. */
  async browserContent(version: ContentVersion): Promise<BrowserContent> {
    // named by the content's hash, so a page never runs another content's validators from its cache
    const validators = (await this.validatorsModule(version)) ? `${CONTENT_VERSIONS_PATH}/${version.id}/validators.js?hash=${version.hash}` : null;
    return { id: version.id, hash: version.hash, files: this.browserFiles(version), validatorsModule: validators };
  }

  /** Whether a page may render a version from the content its build embedded (the base, unchanged since the build). */
  isBundled(version: ContentVersion): boolean {
    return version.id === BASE_VERSION && this.baseBrowserHash === this.build.hash;
  }

  /** The version an application started on and keeps using. */
  forApplication(row: { content_version: string }): Promise<ContentVersion> {
    return this.at(row.content_version);
  }

  /** The application's lender as the version it started on describes it (pricing, fees, hours, names). */
  async orgOfApplication(row: { content_version: string; org_code: string }): Promise<OrgRecord> {
    return (await this.at(row.content_version)).org(row.org_code);
  }

  private requireDb(): Db {
    if (!this.db) throw new Error('content versions need a database (ContentService.forDb)');
    return this.db;
  }

  /** Re-reads the repository's content (development hot reload); keeps the old content when the new one has problems. */
  reload(): string[] {
    const base = ContentService.readBase(this.opts.root);
    if ('problems' in base) return base.problems;
    const servedBase = this.latest === this.base.version;
    this.base = base;
    if (servedBase) this.latest = base.version;
    return [];
  }

  org(code: string): OrgRecord {
    return this.latest.org(code);
  }

  /**
   * The org of a request, by one rule: the org whose baseUrl host is the request's host. Outside
   * production the portal names the org it shows (its orgCode development override) in the x-org
   * header on every call, or an orgCode query does; in production the header is believed only when it
   * names the host's own org, so no request can act for another lender.
   */
  orgFor(request: FastifyRequest): OrgRecord {
    const byHost = selectOrg(this.index.orgs, { host: request.hostname, allowQuery: false, defaultOrg: this.opts.defaultOrg });
    const header = request.headers['x-org'];
    if (typeof header === 'string' && header && (!this.opts.production || header === byHost?.orgCode)) return this.org(header);
    // any route's query: read as what it is, whatever that route declares
    const query: unknown = request.query;
    const orgCode = typeof query === 'object' && query !== null && 'orgCode' in query && typeof query.orgCode === 'string' ? query.orgCode : undefined;
    if (orgCode && !this.opts.production) return this.org(orgCode);
    if (!byHost) throw notFound('No private label data found');
    return byHost;
  }

  /**
   * The flags file, re-read whenever it changes on disk; an edit that is not JSON or breaks the flags
   * meta-schema (a variable of the wrong kind) keeps the last good flags.
   */
  flags(): FlagsFile {
    try {
      const { mtimeMs } = statSync(this.opts.flagsFile);
      if ((!this.flagsCache || this.flagsCache.mtimeMs !== mtimeMs) && this.flagsRefusedAt !== mtimeMs) {
        const parsed = JSON.parse(readFileSync(this.opts.flagsFile, 'utf8')) as FlagsFile;
        if (this.flagsEdit(parsed).length) this.flagsRefusedAt = mtimeMs;
        else this.flagsCache = { mtimeMs, flags: parsed };
      }
    } catch {
      // unreadable or half-written file: keep serving the flags we had
    }
    return this.flagsCache?.flags ?? this.index.flags;
  }

  flag(name: string, org?: OrgFile): FlagValue {
    return resolveFlag(this.flags(), name, org);
  }

  /** The content root (logos and other assets live under it). */
  get root(): string {
    return this.opts.root;
  }
}
