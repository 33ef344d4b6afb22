import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config';

/** Generated files never change under their name (it holds the hash of the upload): caches keep them a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The bytes as uploaded are kept, not shown: nobody's cache should hold them. */
export const PRIVATE = 'private, no-store';

export interface MediaObject {
  key: string;
  body: Buffer;
  contentType: string;
  cacheControl: string;
}

/**
 * Where uploaded images go: a directory (DATA_DIR/media) for one instance, or an S3-compatible bucket
 * that several instances share. Keys are `/`-separated paths; `p/…` is served to the public, the rest is not.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  put(object: MediaObject): Promise<void>;
  /** Removes these keys; a key that isn't there is no error. */
  remove(keys: string[]): Promise<void>;
  /** The address a browser fetches a public key from. */
  url(key: string): string;
  close(): void;
}

/** Files under `dir`, served by the app itself at `/media/p/…` (http/web-app.ts). */
export function localMediaStore(dir: string): MediaStore {
  const pathOf = (key: string) => {
    const path = join(dir, ...key.split('/'));
    // Keys are made by the service, never by a client; this only guards against a bug writing outside the folder.
    if (relative(dir, path).startsWith('..')) throw new Error(`media key outside the store: ${key}`);
    return path;
  };
  return {
    kind: 'local',
    async put({ key, body }) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // A reader (or a crash) never sees half a file under the final name.
      const temp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await writeFile(temp, body);
        await rename(temp, path);
      } finally {
        await rm(temp, { force: true });
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
      // The folders they leave empty go too (an image's folder, then `p/` or `originals/` only if empty).
      const folders = [...new Set(keys.map((key) => dirname(pathOf(key))))];
      for (const folder of folders) {
        for (let d = folder; d !== dir && d.startsWith(dir + sep); d = dirname(d)) {
          try {
            await rmdir(d);
          } catch {
            break;
          }
        }
      }
    },
    url: (key) => `/media/${key}`,
    close() {},
  };
}

export type S3Settings = NonNullable<Config['uploads']['s3']>;

/** A bucket of S3-compatible object storage; `publicUrl` is where its objects are read from (a CDN, the bucket). */
export function s3MediaStore(s3: S3Settings): MediaStore {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // Path-style addressing works on every S3-compatible server (MinIO, R2, …) without a DNS name per bucket.
    forcePathStyle: true,
    // Only where S3 requires a checksum: several compatible servers refuse the SDK's default CRC32 trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    kind: 's3',
    async put({ key, body, contentType, cacheControl }) {
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: cacheControl,
        }),
      );
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }))));
    },
    url: (key) => `${s3.publicUrl}/${key}`,
    close: () => client.destroy(),
  };
}

/** The store the settings name: S3 when S3_* is set, else the directory. */
export function createMediaStore(uploads: Config['uploads']): MediaStore {
  return uploads.s3 ? s3MediaStore(uploads.s3) : localMediaStore(uploads.dir);
}
