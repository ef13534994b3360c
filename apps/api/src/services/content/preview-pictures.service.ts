import { isPageMetaEntry, previewEyebrows, type ContentSection, type PageMetaContent } from '@wtm/contract/content';
import { drawPreview } from '@wtm/og-image';
import { contentKey, type FileStore } from '@wtm/releases';
import { contentPreviewPath } from '@wtm/shell-contract/section-content';

/** The store key of a page's preview picture drawn from a content version (the path it is served at, without the slash). */
const contentPreviewKey = (section: string, version: string, entry: string) => contentPreviewPath(section, version, entry).slice(1);

export interface PreviewPictures {
  /** The PNG of `entry`'s preview in `version` (drawn and stored at its first request), or undefined when the version holds no such page-meta entry. */
  picture(section: ContentSection, version: string, entry: string): Promise<Buffer | undefined>;
}

/**
 * The link-preview pictures (Open Graph, X: 1200×630 PNG) of pages whose head is content:
 * drawn from the entry's title and description with the builds' own drawing
 * (packages/og-image), once per content version and entry for every instance (stored
 * beside the version, content-addressed by it), so a new title gets a new picture and a
 * crawler's burst draws it once per instance at most.
 */
export function createPreviewPictures(store: FileStore): PreviewPictures {
  const drawing = new Map<string, Promise<Buffer | undefined>>();

  const draw = async (section: ContentSection, version: string, entry: string, key: string) => {
    const document = await store.read(contentKey(section, version));
    const meta = document && ((JSON.parse(document.toString('utf8')) as { entries?: Record<string, PageMetaContent | undefined> }).entries?.[entry]);
    if (meta === undefined) return undefined;
    const png = await drawPreview({ eyebrow: previewEyebrows[section], title: meta.title, subtitle: meta.description, points: [] });
    await store.put(key, png);
    return png;
  };

  return {
    async picture(section, version, entry) {
      if (!isPageMetaEntry(section, entry)) return undefined;
      const key = contentPreviewKey(section, version, entry);
      const stored = await store.read(key);
      if (stored !== undefined) return stored;
      let running = drawing.get(key);
      if (running === undefined) {
        running = draw(section, version, entry, key).finally(() => drawing.delete(key));
        drawing.set(key, running);
      }
      return running;
    },
  };
}
