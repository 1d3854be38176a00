import { checkGalleryAt } from '../src/server/content/check-gallery';
import { checkContentAt, formatProblem } from '../src/server/content/load';

import { resolve } from 'node:path';

// the content a server started with the same environment runs on (CONTENT_ROOT, else the repository);
// the feature gallery is the repository's documentation
const root = resolve(process.argv[2] ?? process.env.CONTENT_ROOT ?? process.cwd());
try {
  if (root !== process.cwd()) console.log(`content:check of ${root}`);
  const { index, problems } = checkContentAt(root);
  const gallery = checkGalleryAt(process.cwd(), index.strings);
  problems.push(...gallery.problems);
  if (problems.length) {
    for (const p of problems) console.error(formatProblem(p));
    console.error(`content:check found ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
    process.exit(1);
  }
  console.log(
    `content:check ok: ${Object.keys(index.screens).length} screens, ${Object.keys(index.flows).length} flows, ` +
      `${Object.keys(index.orgs).length} orgs, ${Object.keys(index.flags.flags).length} flags, ${Object.keys(index.strings).length} copy keys, ` +
      `${gallery.gallery.pairs.length} gallery forms`,
  );
} catch (e) {
  // a check that stumbles says so in a sentence: a stack trace helps nobody who writes content
  console.error(`content:check could not finish: ${(e as Error).message}`);
  process.exit(1);
}
