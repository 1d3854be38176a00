import { watch } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentService } from '../core/content-service';
import { CONTENT_DIRS } from './load';

/** Development: re-reads content when a file under schemas/, flows/ or orgs/ changes; broken edits are reported and not applied. */
export function watchContent(content: ContentService, root: string, log: FastifyBaseLogger): void {
  let timer: NodeJS.Timeout | undefined;
  const reload = () => {
    const problems = content.reload();
    if (problems.length) log.warn(`content not reloaded, ${problems.length} problem(s):\n${problems.join('\n')}`);
    else log.info('content reloaded');
  };
  for (const dir of CONTENT_DIRS) {
    watch(join(root, dir), { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(reload, 150);
    });
  }
}
