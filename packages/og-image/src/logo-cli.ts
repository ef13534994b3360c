// node packages/og-image/src/logo-cli.ts <out file.png>: the logo as a PNG (mail takes no SVG).
import path from 'node:path';
import { renderLogo } from './render-logo.ts';

const [outFile] = process.argv.slice(2);
if (!outFile) {
  process.stderr.write('Usage: logo-cli.ts <out file.png>\n');
  process.exit(2);
}
await renderLogo(path.resolve(outFile));
process.stdout.write(`Wrote the logo to ${outFile}\n`);
