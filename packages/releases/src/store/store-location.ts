import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where release files live: a folder on this machine, or an S3-compatible bucket. */
export type StoreLocation =
  | { kind: 'folder'; folder: string }
  | {
      kind: 's3';
      bucket: string;
      /** Key prefix without leading or trailing slash ('' for the bucket's root). */
      prefix: string;
      /** AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL: an S3-compatible server (path-style requests). */
      endpoint: string | undefined;
      /** AWS_REGION or AWS_DEFAULT_REGION; us-east-1 when unset. */
      region: string;
    };

export const DEFAULT_STORE_FOLDER = 'releases';

type Env = Record<string, string | undefined>;

/**
 * RELEASE_STORE_URL: unset = the folder `<dataDir>/releases`; `file:<path>` (or a plain
 * path) = that folder; `s3://bucket/prefix` = that bucket, reached with the AWS SDK's
 * own credential chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE, an instance
 * or pod role). Throws an Error whose message completes "RELEASE_STORE_URL ...".
 */
export function parseStoreLocation(value: string | undefined, { dataDir, cwd, env }: { dataDir: string; cwd: string; env: Env }): StoreLocation {
  const raw = value?.trim() ?? '';
  if (raw === '') return { kind: 'folder', folder: path.join(dataDir, DEFAULT_STORE_FOLDER) };
  if (/^s3:/i.test(raw)) return s3Location(raw, env);
  if (/^file:\/\//i.test(raw)) return { kind: 'folder', folder: fileURLToPath(new URL(raw)) };
  if (/^file:/i.test(raw)) return { kind: 'folder', folder: path.resolve(cwd, raw.slice('file:'.length)) };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) throw new Error(`must be a folder, file:<path> or s3://bucket/prefix (got '${raw}')`);
  return { kind: 'folder', folder: path.resolve(cwd, raw) };
}

function s3Location(raw: string, env: Env): StoreLocation {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/.*)?$/i.exec(raw);
  if (!match) throw new Error(`must name a bucket: s3://bucket or s3://bucket/prefix (got '${raw}')`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix.split('/').some((segment) => segment === '.' || segment === '..' || (segment === '' && prefix !== ''))) {
    throw new Error(`has an invalid prefix (got '${raw}')`);
  }
  const endpoint = env.AWS_ENDPOINT_URL_S3?.trim() || env.AWS_ENDPOINT_URL?.trim() || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]/i.test(endpoint)) throw new Error(`needs AWS_ENDPOINT_URL_S3 to be an http(s) URL (got '${endpoint}')`);
  const region = env.AWS_REGION?.trim() || env.AWS_DEFAULT_REGION?.trim() || 'us-east-1';
  return { kind: 's3', bucket: match[1]!, prefix, endpoint, region };
}

/** The location for messages: a folder path or s3://bucket/prefix (never a credential). */
export function describeStoreLocation(location: StoreLocation): string {
  if (location.kind === 'folder') return location.folder;
  return `s3://${location.bucket}/${location.prefix}${location.endpoint ? ` at ${location.endpoint}` : ''}`;
}
