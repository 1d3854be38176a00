import { createHash } from 'node:crypto';
import { buildContent, type ContentFiles } from '../../engine/content';
import { compileFlow, type CompiledFlow } from '../../engine/flow-machine';
import { orgByCode } from '../../engine/org';
import type { ContentIndex, OrgFile } from '../../engine/types';
import { guards } from '../../product/guards';
import { notFound } from './errors';
import { ScreenValidator } from './screen-validation';

export type OrgRecord = OrgFile & { file: string };

/** sha256 of content files: every path with its value, in path order. */
export function contentHash(files: ContentFiles): string {
  const hash = createHash('sha256');
  for (const path of Object.keys(files).sort()) hash.update(path).update('\0').update(JSON.stringify(files[path])).update('\0');
  return hash.digest('hex');
}

/**
 * One content version as the server runs it: its files (the base's with the version's overlay over
 * them), their index, its orgs, its compiled applicant flow and the validators of its screens.
 * Immutable: a publish makes another.
 */
export class ContentVersion {
  readonly screens: ScreenValidator;
  private compiled: CompiledFlow | undefined;

  constructor(
    readonly id: string,
    /** Publish order (the base is 0). */
    readonly seq: number,
    readonly hash: string,
    readonly index: ContentIndex,
    /** Every content file of the version. */
    readonly files: ContentFiles,
    /** The files that differ from the base. */
    readonly overlay: ContentFiles,
  ) {
    this.screens = new ScreenValidator(() => this.index);
  }

  /** A version from the base's files and an overlay (published versions passed the check). */
  static over(base: ContentFiles, id: string, seq: number, overlay: ContentFiles): ContentVersion {
    const files = { ...base, ...overlay };
    return new ContentVersion(id, seq, contentHash(files), buildContent(files).index, files, overlay);
  }

  /** The applicant flow, compiled once per version. */
  get applicantFlow(): CompiledFlow {
    if (!this.compiled) {
      const flow = this.index.flows.applicant;
      if (!flow) throw new Error('flows/applicant.flow.json is missing');
      this.compiled = compileFlow(flow, guards);
    }
    return this.compiled;
  }

  org(code: string): OrgRecord {
    const org = orgByCode(this.index.orgs, code);
    if (!org) throw notFound(`Unknown organisation code: ${code}`);
    return org;
  }
}
