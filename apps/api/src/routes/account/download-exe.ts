import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { findInstaller } from '../../services/products/download.ts';
import { sendSitePage, type SitePage } from '../products/site-page.ts';

/** IANA's type for Windows executables; with `attachment`, browsers save it, never render it. */
export const EXE_CONTENT_TYPE = 'application/vnd.microsoft.portable-executable';

export const downloadUnavailablePage: SitePage = {
  title: 'Download Desktop (Windows) App',
  eyebrow: 'Download Desktop (Windows) App',
  heading: 'The Windows desktop app is not available for download yet',
  tone: 'info',
  paragraphs: [
    'We are preparing the installer. In the meantime you can use all your products in the browser from your account home.',
    'Need the desktop app now? Contact sales or support and we will send it to you.',
  ],
  actions: [
    { label: 'Back to My Account', href: '/account/home' },
    { label: 'Contact support', href: '/support' },
  ],
};

/**
 * `GET /account/downloadExe` (a plain link, not an API call), on the site's own origin
 * ahead of the client routes. DOWNLOAD_EXE_URL: 302 there. Else the installer file
 * (DOWNLOAD_EXE_FILE, default `<DATA_DIR>/downloads/wtm-desktop-setup.exe`) as an
 * attachment. Else a page saying it is not available, as a 503: a non-2xx status keeps
 * download tools and scripts from saving that page as the "installer", while a browser
 * shows it like any page (decision 0012).
 */
export async function downloadExeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/account/downloadExe', async (request, reply) => {
    const settings = app.config.products;
    const source = await findInstaller({ url: settings?.downloadExeUrl, file: settings?.downloadExeFile, dataDir: app.config.dataDir });
    switch (source.kind) {
      case 'redirect':
        return reply.header('cache-control', 'no-store').redirect(source.url, 302);
      case 'file':
        return reply
          .header('content-type', EXE_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="${source.fileName}"`)
          .header('content-length', String(source.size))
          .header('cache-control', 'no-cache')
          .send(createReadStream(source.path));
      case 'unavailable':
        if (source.missingFile !== undefined) request.log.warn({ file: source.missingFile }, 'DOWNLOAD_EXE_FILE is missing or empty');
        return sendSitePage(reply, 503, downloadUnavailablePage);
    }
  });
}
