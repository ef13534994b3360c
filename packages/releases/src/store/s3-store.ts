import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, paginateListObjectsV2, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { IMMUTABLE, describeFile } from './content-type.ts';
import { assertKey, type FileStore } from './file-store.ts';
import type { StoreLocation } from './store-location.ts';

type S3Location = Extract<StoreLocation, { kind: 's3' }>;

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/**
 * The release store as an S3-compatible bucket (RELEASE_STORE_URL=s3://bucket/prefix),
 * through the AWS SDK: credentials and region from its standard chain, and with
 * AWS_ENDPOINT_URL_S3 an S3-compatible server (MinIO, Ceph, s3rver) in path style.
 * Objects carry their Content-Type, Content-Encoding and an immutable Cache-Control, so a
 * CDN in front of the bucket can serve them as they are.
 */
export function openS3Store(location: S3Location): FileStore {
  const client = new S3Client({
    region: location.region,
    followRegionRedirects: true,
    // Checksums only where S3 requires them: the SDK's default (a CRC32 trailer in an
    // aws-chunked body) is not understood by many S3-compatible servers, which would
    // store the chunk framing as the file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(location.endpoint === undefined ? {} : { endpoint: location.endpoint, forcePathStyle: true }),
  });
  const Bucket = location.bucket;
  const objectKey = (key: string) => {
    assertKey(key);
    return location.prefix === '' ? key : `${location.prefix}/${key}`;
  };
  const put = async (key: string, body: Buffer | string | Readable, length: number) => {
    const { contentType, contentEncoding } = describeFile(key);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: objectKey(key),
        Body: body,
        ContentLength: length,
        ContentType: contentType,
        ...(contentEncoding === undefined ? {} : { ContentEncoding: contentEncoding }),
        CacheControl: IMMUTABLE,
      }),
    );
  };

  return {
    location,
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (statusOf(error) === 404) return false;
        throw error;
      }
    },
    async putFile(key, file) {
      // Read whole, not streamed: the SDK sends a Buffer again when a connection breaks
      // mid-upload, never a stream. Release files and pages are small (at most a few MB).
      const body = await readFile(file);
      await put(key, body, body.length);
    },
    put: (key, body) => put(key, body, Buffer.byteLength(body)),
    async get(key, options = {}) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key), IfNoneMatch: options.ifNoneMatch }));
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? describeFile(key).contentType,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 304) return 'not-modified';
        if (status === 404) return undefined;
        throw error;
      }
    },
    async read(key) {
      const file = await this.get(key);
      if (file === undefined || file === 'not-modified') return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async list(folder) {
      const prefix = objectKey(folder.replace(/\/$/, ''));
      const keys: string[] = [];
      const strip = location.prefix === '' ? 0 : location.prefix.length + 1;
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: `${prefix}/` })) {
        for (const object of page.Contents ?? []) if (object.Key !== undefined) keys.push(object.Key.slice(strip));
      }
      return keys;
    },
    close: () => client.destroy(),
  };
}
