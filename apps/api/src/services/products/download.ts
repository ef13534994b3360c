import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';

/** The installer's file name when DOWNLOAD_EXE_FILE is not set: `<DATA_DIR>/downloads/<this>`. */
export const DEFAULT_INSTALLER_NAME = 'wtm-desktop-setup.exe';

export interface DownloadSettings {
  /** DOWNLOAD_EXE_URL (http or https, checked at start). */
  url?: string | undefined;
  /** DOWNLOAD_EXE_FILE, absolute. */
  file?: string | undefined;
  dataDir: string;
}

/** What `GET /account/downloadExe` answers, decided at each request (a file dropped in works at once). */
export type InstallerSource =
  | { kind: 'redirect'; url: string }
  | { kind: 'file'; path: string; size: number; fileName: string }
  | { kind: 'unavailable'; missingFile?: string };

export function installerPath({ file, dataDir }: DownloadSettings): string {
  return file ?? join(dataDir, 'downloads', DEFAULT_INSTALLER_NAME);
}

export async function findInstaller(settings: DownloadSettings): Promise<InstallerSource> {
  if (settings.url !== undefined) return { kind: 'redirect', url: settings.url };
  const path = installerPath(settings);
  try {
    const info = await stat(path);
    if (info.isFile() && info.size > 0) return { kind: 'file', path, size: info.size, fileName: safeFileName(basename(path)) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // A configured file that is missing (or empty) is worth a warning; the default path is not.
  return settings.file === undefined ? { kind: 'unavailable' } : { kind: 'unavailable', missingFile: path };
}

/** A name safe inside a quoted Content-Disposition filename: anything odd becomes `_`. */
function safeFileName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]/g, '_');
  return cleaned.toLowerCase().endsWith('.exe') ? cleaned : `${cleaned}.exe`;
}
