import { createContentReleases, knownPagePath, type ContentReleases } from '@wtm/releases';
import fp from 'fastify-plugin';
import { createPreviewLinks, type PreviewLinks } from '../../services/content/preview-links.ts';
import { loadHandoffSecret } from '../../services/products/handoff-secret.ts';
import { createContentSchedules, type ContentSchedules } from '../../services/content/content-schedules.service.ts';
import { storedPicture } from '../../services/content/content-pictures.service.ts';
import { createContentStudio, type ContentStudio } from '../../services/content/content-studio.service.ts';
import { createContentCanaries, type ContentCanaries } from '../../services/content/content-canaries.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Content versions of the sections: publish, roll back, read (the same service `pnpm rollback content` uses). */
    contentReleases: ContentReleases;
    /** The editors' drafts, publishing and audit trail. */
    contentStudio: ContentStudio;
    /** Signs and checks the links that open a draft's pages. */
    contentPreviews: PreviewLinks;
    /** Content releases scheduled for a time, carried out by one instance. */
    contentSchedules: ContentSchedules;
    /** A section's drafts to a share of visitors first. */
    contentCanaries: ContentCanaries;
  }
}

export interface ContentPluginOptions {
  /** The clock of preview links and schedules; tests move it on to see links expire and schedules fall due. */
  now?: () => number;
}

/**
 * Content released like a remote's code (docs/decisions/0044): versions in the release
 * store, the live pointer beside the live releases, pages prerendered and checked before
 * a switch. A publish is read again here at once; other instances read it as any switch.
 */
export const contentPlugin = fp(
  async (app, options: ContentPluginOptions) => {
    const contentReleases = createContentReleases({
      db: app.db,
      store: app.releases.store,
      announce: app.config.database.dialect === 'postgres',
      pages: { publicUrl: app.config.publicUrl, remotesBaseUrl: app.config.releases.remotesBaseUrl },
    });
    const secret = await loadHandoffSecret(app.config.products?.handoffSecret, app.config.dataDir);
    const previewLinks = createPreviewLinks(secret.value, options.now);
    app.decorate('contentReleases', contentReleases);
    app.decorate('contentPreviews', previewLinks);
    const afterSwitch = () => app.liveReleases.refresh();
    // Until every live section's pages are known (not rendered yet), a link is not refused for naming no page.
    const isSitePage = (path: string) => {
      const { pages } = app.liveReleases.current();
      return !pages.complete || knownPagePath(pages, path) !== undefined;
    };
    const references = { isSitePage, storedPicture: (id: string) => storedPicture(app.releases.store, id) };
    app.decorate('contentStudio', createContentStudio({ db: app.db, content: contentReleases, previewLinks, afterSwitch, references }));
    app.decorate('contentCanaries', createContentCanaries({ db: app.db, content: contentReleases, afterSwitch, references }));
    app.decorate('contentSchedules', createContentSchedules({ db: app.db, content: contentReleases, afterSwitch, references, ...(options.now === undefined ? {} : { now: options.now }) }));
  },
  { name: 'content', dependencies: ['config', 'database', 'releases'] },
);
