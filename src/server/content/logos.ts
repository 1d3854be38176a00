import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { ContentIndex, Problem } from '../../engine/types';

/** Lender logos and other org assets live in the content root, served as they are (no rebuild). */
export const assetDir = (root: string): string => join(root, 'public', 'logos');

/** The image types a logo may be, by file ending, each with how its bytes begin. */
export const LOGO_TYPES: Record<string, { type: string; looksRight: (bytes: Buffer) => boolean }> = {
  '.svg': { type: 'image/svg+xml', looksRight: (b) => /<svg[\s>]/i.test(b.subarray(0, 4096).toString('utf8')) },
  '.png': { type: 'image/png', looksRight: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  '.webp': { type: 'image/webp', looksRight: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  '.jpg': { type: 'image/jpeg', looksRight: (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
};

/** Why an org asset cannot be shown, or undefined when it can. */
export function assetProblem(root: string, name: string): string | undefined {
  const kind = LOGO_TYPES[extname(name).toLowerCase()];
  const where = `public/logos/${name}`;
  if (!kind) return `${name} is not an image the portal serves: write the name of an .svg, .png, .webp or .jpg file in public/logos/`;
  const full = join(assetDir(root), name);
  if (!existsSync(full) || !statSync(full).isFile()) return `${where} does not exist: put the lender's logo there, or write the name of a file that is there`;
  const bytes = readFileSync(full);
  if (!kind.looksRight(bytes)) return `${where} is not a readable ${extname(name).slice(1).toUpperCase()} image: save the logo again as ${extname(name).slice(1).toUpperCase()}`;
  return undefined;
}

/** Every lender's logo is a file in public/logos of an image type the portal serves, and its bytes are that type's. */
export function checkLogos(root: string, index: ContentIndex): Problem[] {
  const problems: Problem[] = [];
  for (const org of Object.values(index.orgs)) {
    const logo = org.theme?.logo;
    if (typeof logo !== 'string') continue;
    const why = assetProblem(root, logo);
    if (why) problems.push({ file: org.file, pointer: '/theme/logo', message: `theme.logo: ${why}` });
  }
  return problems;
}
