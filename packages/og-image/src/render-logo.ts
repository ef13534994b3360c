import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { interFonts } from './fonts.ts';

/** The logo drawn for places that take no SVG (mail): 2× its display size of 176 × 48. */
export const logoSize = { width: 352, height: 96 } as const;

// The site's logo mark (the favicon: a brand-blue rounded square with WTM in white) and
// the company name beside it, on white.
const colors = { mark: '#0b5cad', onMark: '#ffffff', text: '#17324d' };

const box = (style: Record<string, string | number>, children?: unknown) => ({ type: 'div', props: { style: { display: 'flex', ...style }, children } });

function layout() {
  return box({ width: logoSize.width, height: logoSize.height, alignItems: 'center', backgroundColor: '#ffffff', fontFamily: 'Inter' }, [
    box(
      { width: 96, height: 96, borderRadius: 18, backgroundColor: colors.mark, color: colors.onMark, alignItems: 'center', justifyContent: 'center', fontSize: 34, fontWeight: 700 },
      'WTM',
    ),
    box({ marginLeft: 22, color: colors.text, fontSize: 44, fontWeight: 700, letterSpacing: 1 }, 'Software'),
  ]);
}

/** Draws the logo as a PNG to `file`. */
export async function renderLogo(file: string): Promise<void> {
  const svg = await satori(layout() as unknown as Parameters<typeof satori>[0], { ...logoSize, fonts: await interFonts() });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: logoSize.width } }).render().asPng();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, png);
}
