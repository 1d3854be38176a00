/**
 * First-route JS on the wire, the portal's /account/heloc/register against plain rjsf rendering the same first
 * step's schema file (bench/plain-rjsf, served by a bare Fastify on port + 5 with the same precompressed
 * encodings), both up to the live form. `npm run bench -- first-route --no-start` runs this figure alone.
 */
import { firstRouteJs, kib } from './lib/first-route';
import { servePlainRjsf } from './lib/plain-rjsf';
import { report } from './lib/report';

export default async function firstRouteBench({ port }: { port: number }): Promise<void> {
  const plain = await servePlainRjsf(port + 5);
  try {
    const origin = `http://heloc.hearth-lending.example:${port}`;
    // On the wire as a browser receives it from a lender's https site (brotli: Chromium asks for it over https
    // and from localhost, where the default lender answers), and over plain http (gzip) for the ratio, which
    // compares both pages in the same encoding.
    const js = await firstRouteJs(`http://localhost:${port}/account/heloc/register`);
    const gzip = await firstRouteJs(`${origin}/account/heloc/register`);
    const baseline = await firstRouteJs(plain.url('registration/property-info'));
    const baselineBrotli = await firstRouteJs(plain.url('registration/property-info').replace(/\/\/plain-rjsf\.example:/, '//localhost:'));
    const ratio = gzip.firstPaintBytes / baseline.firstPaintBytes;
    console.log(`      first route JS on the wire (/account/heloc/register over https: brotli, up to the live form): ${kib(js.firstPaintBytes)} across ${js.firstPaintFiles} file(s); `
      + `after idle ${kib(js.idleBytes)} across ${js.idleFiles} file(s); over plain http (gzip) ${kib(gzip.firstPaintBytes)}; plain rjsf brotli ${kib(baselineBrotli.firstPaintBytes)} (${(js.firstPaintBytes / baselineBrotli.firstPaintBytes).toFixed(2)}x)`);
    report('first route JS against plain rjsf (same first step, both gzip, up to the live form)', `${ratio.toFixed(2)}x (${kib(gzip.firstPaintBytes)} against plain rjsf ${kib(baseline.firstPaintBytes)} across ${baseline.firstPaintFiles} file(s))`,
      '<= 0.9x', ratio <= 0.9);
  } finally {
    await plain.stop();
  }
}
