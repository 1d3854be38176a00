// Prints what the check says of each mistake (for writing a case's expectations).
import { NOT_PLAIN, problemsOf, type Mutation } from './harness';
import { ALL_MUTATIONS } from './cases';
const only = process.argv[2];
let failed = 0;
for (const m of ALL_MUTATIONS as Mutation[]) {
  if (only && !m.mistake.includes(only) && m.kind !== only) continue;
  let problems;
  try { problems = problemsOf(m); } catch (e) { console.log(`!! ${m.kind}: ${m.mistake}: THREW ${(e as Error).message}`); failed++; continue; }
  const hit = problems.find((p) => p.file === m.file && (typeof m.pointer === 'string' ? p.pointer === m.pointer : m.pointer.test(p.pointer)) && m.says.test(p.message));
  const unplain = problems.filter((p) => NOT_PLAIN.some((re) => re.test(p.message)));
  if (!hit || unplain.length || process.env.ALL) {
    if (!hit || unplain.length) failed++;
    console.log(`${hit ? (unplain.length ? 'UNPLAIN' : 'ok') : 'MISS'} ${m.kind}: ${m.mistake}`);
    for (const p of problems.slice(0, 6)) console.log(`    ${p.file} ${p.pointer || '/'}: ${p.message}`);
  }
}
console.log(`${failed} failing`);
