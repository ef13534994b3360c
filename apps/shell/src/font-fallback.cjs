// The fallback face for Inter (docs/decisions/0036), computed at build time with Capsize
// from the two fonts' metrics: Arial (or Liberation Sans, its metric twin on Linux)
// scaled and given Inter's ascent, descent and line gap, so text set in it takes the
// room Inter will take and the swap moves little. Read by index.html's template.
const { createFontStack } = require('@capsizecss/core');
const inter = require('@capsizecss/metrics/inter');
const arial = require('@capsizecss/metrics/arial');

const { fontFaces } = createFontStack([{ ...inter, familyName: 'Inter Variable' }, arial], { fontFaceFormat: 'styleObject' });
const face = fontFaces[0]['@font-face'];

module.exports =
  `@font-face{font-family:${face.fontFamily};src:${face.src}, local('Liberation Sans'), local('LiberationSans');` +
  `ascent-override:${face.ascentOverride};descent-override:${face.descentOverride};line-gap-override:${face.lineGapOverride};size-adjust:${face.sizeAdjust}}`;
