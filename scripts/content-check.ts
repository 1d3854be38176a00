import { checkGalleryAt } from '../src/server/content/check-gallery';
import { checkContentAt, formatProblem } from '../src/server/content/load';

const root = process.argv[2] ?? process.cwd();
try {
  const { index, problems } = checkContentAt(root);
  const gallery = checkGalleryAt(root, index.strings);
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
