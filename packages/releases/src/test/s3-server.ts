/// <reference path="./s3rver.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A real S3-compatible server (s3rver) on loopback, with one empty bucket, for tests. */
export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The AWS variables a release store needs to reach it (s3rver's fixed test credentials). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startLocalS3(bucket = 'wtm-releases'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'wtm-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { AWS_ENDPOINT_URL_S3: endpoint, AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
