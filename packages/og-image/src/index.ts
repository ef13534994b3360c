export type { PreviewImage } from './preview-image.ts';
export { previewSize } from './preview-image.ts';
export { drawPreview, renderPreview } from './render-preview.ts';
export { logoSize, renderLogo } from './render-logo.ts';
