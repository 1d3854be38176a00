import { openAsBlob, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';

/**
 * How much of its code PostgreSQL's WebAssembly runs before V8 recompiles it with its optimising compiler
 * (V8's --wasm-tiering-budget): V8's own value while serving, far more for the module an open compiles. An
 * open runs start-up code once: optimising it cost more than running it (PGlite's open about 500 -> 300 ms),
 * and the code queries run hot is still optimised once served. A module keeps the budget it was compiled
 * under. The value is V8's again as soon as the compile is done: while any V8 setting differs from its
 * default, Node compiles its own modules without their code cache, three times slower.
 */
const WASM_TIERING_BUDGET = { serving: 1_800_000, opening: 180_000_000 };
let holds = 0;

/** Raises the budget until the returned function is called (nested holds: until the last one ends). */
export function holdOpeningBudget(): () => void {
  // a budget given on the command line is left as given
  if (process.execArgv.some((a) => a.startsWith('--wasm-tiering-budget'))) return () => undefined;
  if (holds++ === 0) setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET.opening}`);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--holds === 0) setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET.serving}`);
  };
}

/** What PGlite otherwise reads from its package folder as it opens: its WebAssembly, compiled, and its file system image. */
export interface PgliteAssets {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/**
 * PGlite's assets, ready before the database opens: compiled here in some 30 ms (under the opening budget
 * only meanwhile), the open itself then takes about 100 ms less. Undefined when they cannot be read: PGlite
 * then reads them itself, and says what is wrong.
 */
export async function readPgliteAssets(): Promise<PgliteAssets | undefined> {
  try {
    const dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const release = holdOpeningBudget();
    let pgliteWasmModule: WebAssembly.Module;
    try {
      pgliteWasmModule = new WebAssembly.Module(readFileSync(join(dir, 'pglite.wasm')));
    } finally {
      release();
    }
    // the image is read when PGlite unpacks it, off this thread
    return { pgliteWasmModule, fsBundle: await openAsBlob(join(dir, 'pglite.data')) };
  } catch {
    return undefined;
  }
}
