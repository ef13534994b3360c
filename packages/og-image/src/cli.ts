// node packages/og-image/src/cli.ts <content module exporting `previewImages`> <out dir>
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PreviewImage } from './preview-image.ts';
import { renderPreview } from './render-preview.ts';

const [contentModule, outDir] = process.argv.slice(2);
if (!contentModule || !outDir) {
  process.stderr.write('Usage: cli.ts <content module> <out dir>\n');
  process.exit(2);
}
const { previewImages } = (await import(pathToFileURL(path.resolve(contentModule)).href)) as { previewImages: PreviewImage[] };
for (const image of previewImages) await renderPreview(image, path.resolve(outDir));
process.stdout.write(`Wrote ${previewImages.length} preview image(s) to ${outDir}\n`);
