import { checkContentAt, formatProblem } from '../src/server/content/load';

const root = process.argv[2] ?? process.cwd();
const { index, problems } = checkContentAt(root);
if (problems.length) {
  for (const p of problems) console.error(formatProblem(p));
  console.error(`content:check found ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  process.exit(1);
}
console.log(
  `content:check ok: ${Object.keys(index.screens).length} screens, ${Object.keys(index.flows).length} flows, ` +
    `${Object.keys(index.orgs).length} orgs, ${Object.keys(index.flags.flags).length} flags, ${Object.keys(index.strings).length} copy keys`,
);
