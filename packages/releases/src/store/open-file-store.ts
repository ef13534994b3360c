import type { FileStore } from './file-store.ts';
import { openFolderStore } from './folder-store.ts';
import { openS3Store } from './s3-store.ts';
import type { StoreLocation } from './store-location.ts';

/** The store at a location: a folder, or a bucket. */
export function openFileStore(location: StoreLocation): FileStore {
  return location.kind === 'folder' ? openFolderStore(location) : openS3Store(location);
}
