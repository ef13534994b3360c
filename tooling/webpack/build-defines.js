import webpack from 'webpack';

/**
 * Values fixed when an app is built: the year its release shows in the footer. The same
 * in the browser and the server build, so a prerendered page hydrates as it was rendered.
 */
export const buildDefines = () => new webpack.DefinePlugin({ 'process.env.WTM_RELEASE_YEAR': JSON.stringify(String(new Date().getUTCFullYear())) });
