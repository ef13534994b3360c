import { readFileSync } from 'node:fs';

/**
 * The logo at the head of every mail: a PNG sent inside the message and referenced as
 * `cid:` (mail clients show it without loading images from the web; many do not show
 * SVG). Drawn from the site's logo mark by `pnpm --filter @wtm/api mail:logo`.
 */
export const mailLogo = {
  cid: 'logo@wtm.mail',
  filename: 'wtm-logo.png',
  /** Shown at this width in the header (the file is drawn at twice that, for sharp screens). */
  width: 176,
  content: readFileSync(new URL('./assets/logo.png', import.meta.url)),
} as const;
