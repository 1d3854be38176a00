import { readFileSync, statSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { orgByCode, resolveFlag, selectOrg } from '../../engine/org';
import type { ContentIndex, FlagValue, FlagsFile, OrgFile } from '../../engine/types';
import { checkContentAt, flagsEditCheck, formatProblem } from '../content/load';
import { notFound } from './errors';

export type OrgRecord = OrgFile & { file: string };

/** The checked content the server runs on, plus the flags file staff may edit while it runs. */
export class ContentService {
  private flagsCache: { mtimeMs: number; flags: FlagsFile } | undefined;
  private flagsRefusedAt: number | undefined;
  private readonly flagsEdit: (doc: unknown) => string[];

  private constructor(
    public index: ContentIndex,
    private readonly opts: { root: string; flagsFile: string; production: boolean; defaultOrg: string },
  ) {
    this.flagsEdit = flagsEditCheck(opts.root);
  }

  /** The content a server configuration names, loaded and checked. */
  static forConfig(config: { contentRoot: string; flagsFile: string; production: boolean; defaultOrg: string }): ContentService {
    return ContentService.load({ root: config.contentRoot, flagsFile: config.flagsFile, production: config.production, defaultOrg: config.defaultOrg });
  }

  /** Loads and checks all content; refuses (throws) with every problem when anything is broken. */
  static load(opts: { root: string; flagsFile: string; production: boolean; defaultOrg: string }): ContentService {
    const { index, problems } = checkContentAt(opts.root);
    if (problems.length) {
      throw new Error(`content has ${problems.length} problem(s); refusing to start:\n${problems.map(formatProblem).join('\n')}`);
    }
    if (!index.orgs[opts.defaultOrg]) throw new Error(`DEFAULT_ORG "${opts.defaultOrg}" is not an org file in orgs/`);
    return new ContentService(index, opts);
  }

  /** Re-reads content (development hot reload); keeps the old content when the new one has problems. */
  reload(): string[] {
    const { index, problems } = checkContentAt(this.opts.root);
    if (!problems.length) this.index = index;
    return problems.map(formatProblem);
  }

  org(code: string): OrgRecord {
    const org = orgByCode(this.index.orgs, code);
    if (!org) throw notFound(`Unknown organisation code: ${code}`);
    return org;
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
    const query = (request.query ?? {}) as Record<string, unknown>;
    const orgCode = typeof query.orgCode === 'string' ? query.orgCode : undefined;
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
}
