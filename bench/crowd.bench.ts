/**
 * 200 applicants at once, from registration to their offers (bench/lib/crowd.ts), on a server of its own
 * (bundled, fresh PGlite data directory, behind a trusted proxy so each applicant has an address of their
 * own). Each one must get there, none may be locked out (429), and the time it took is printed: the
 * password hashes (two per applicant: registration and sign-in) set the pace on purpose.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { crowdToOffer } from './lib/crowd';
import { report } from './lib/report';
import { startServer } from './lib/server';

const APPLICANTS = 200;
/** Every applicant at their offers within this long. */
const TARGET_MS = 240_000;

export default async function crowdBench({ port }: { port: number }): Promise<void> {
  const crowdPort = port + 7;
  const dataDir = join(process.cwd(), '.tmp', 'bench-crowd');
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer(crowdPort, { DATA_DIR: dataDir, TRUST_PROXY: 'true' });
  try {
    const r = await crowdToOffer(crowdPort, APPLICANTS);
    const seconds = (ms: number | undefined) => `${((ms ?? NaN) / 1000).toFixed(1)} s`;
    const at = (q: number) => r.eachMs[Math.min(r.eachMs.length - 1, Math.floor(q * r.eachMs.length))];
    report(
      `${APPLICANTS} applicants at once, registration to offers`,
      `${r.completed} of ${APPLICANTS} at their offers in ${seconds(r.totalMs)}, ${r.tooMany} x 429`,
      `all of them within ${TARGET_MS / 1000} s, 0 x 429`,
      r.completed === APPLICANTS && r.tooMany === 0 && r.totalMs <= TARGET_MS,
      `half of them there by ${seconds(at(0.5))}, 95% by ${seconds(at(0.95))}; ${r.busy} answers 503 (busy, sent again after their Retry-After)${r.failures.length ? `; failures: ${r.failures.slice(0, 3).join(' | ')}` : ''}`,
    );
  } finally {
    await server.stop();
  }
}
