import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { interFonts } from './fonts.ts';
import { previewSize, type PreviewImage } from './preview-image.ts';

// The site's brand colours (packages/ui theme: primary, footerBackground, badgeBackground).
const colors = { from: '#0b5cad', to: '#17324d', text: '#ffffff', muted: '#d6e4f5', accent: '#ffd166' };

type Style = Record<string, string | number>;
const padding = 80;
const paddingY = 64;
const contentWidth = previewSize.width - 2 * padding;
interface Node {
  type: string;
  props: { style: Style; children?: string | Node | Node[] };
}
const box = (style: Style, children?: Node['props']['children']): Node => ({ type: 'div', props: { style: { display: 'flex', ...style }, children } });

/** The image as satori's element tree: brand band, title, subtitle, points. */
function layout(image: Omit<PreviewImage, 'file'>): Node {
  return box(
    {
      // Satori sizes boxes without their padding (content-box).
      width: contentWidth,
      height: previewSize.height - 2 * paddingY,
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `${paddingY}px ${padding}px`,
      backgroundImage: `linear-gradient(135deg, ${colors.from}, ${colors.to})`,
      color: colors.text,
      fontFamily: 'Inter',
    },
    [
      box({ alignItems: 'center', fontSize: 34, fontWeight: 700, letterSpacing: 2 }, [
        box({ width: 18, height: 52, marginRight: 22, backgroundColor: colors.accent, borderRadius: 4 }),
        box({}, image.eyebrow),
      ]),
      box({ flexDirection: 'column', width: contentWidth }, [
        box({ width: contentWidth, fontSize: 66, fontWeight: 700, lineHeight: 1.12, marginBottom: 24 }, image.title),
        box({ width: contentWidth, fontSize: 32, lineHeight: 1.35, color: colors.muted }, image.subtitle),
      ]),
      box(
        { width: contentWidth, flexWrap: 'wrap', fontSize: 26, color: colors.text },
        image.points.map((point) =>
          box({ marginRight: 18, marginTop: 12, padding: '10px 20px', border: `2px solid ${colors.muted}`, borderRadius: 32 }, point),
        ),
      ),
    ],
  );
}

/** `image` as a PNG (1200×630): the words of a page's preview, drawn at build time or from published content. */
export async function drawPreview(image: Omit<PreviewImage, 'file'>): Promise<Buffer> {
  const svg = await satori(layout(image) as unknown as Parameters<typeof satori>[0], { ...previewSize, fonts: await interFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: previewSize.width } }).render().asPng();
}

/** Draws `image` as a PNG (1200×630) and writes it to `outDir`; returns its path. */
export async function renderPreview(image: PreviewImage, outDir: string): Promise<string> {
  const png = await drawPreview(image);
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, image.file);
  await writeFile(file, png);
  return file;
}
