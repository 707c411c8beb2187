import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStorage, StoredObject } from './storage.js';

export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Asked of the store on every put (besides our own encryption); undefined: not asked. */
  serverSideEncryption?: 'AES256' | 'aws:kms';
}

/**
 * Any S3-compatible store (AWS S3, MinIO, R2, ...): private objects, server-side encrypted where
 * the store supports it (S3_SERVER_SIDE_ENCRYPTION=off for one that refuses the header). The
 * bytes are already ciphertext (encrypted-storage.ts): SSE is a second layer, not the only one.
 */
export function s3Storage(c: S3Config): FileStorage {
  const client = new S3Client({
    region: c.region,
    endpoint: c.endpoint,
    forcePathStyle: c.forcePathStyle,
    credentials: { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey },
  });
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: c.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ServerSideEncryption: c.serverSideEncryption,
        }),
      );
    },
    async get(key) {
      try {
        const r = await client.send(new GetObjectCommand({ Bucket: c.bucket, Key: key }));
        return r.Body ? Buffer.from(await r.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey')
          return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: c.bucket, Key: key }));
    },
    async *list(prefix): AsyncIterable<StoredObject> {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: c.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? [])
          if (o.Key) yield { key: o.Key, modifiedAt: o.LastModified ?? new Date() };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: c.bucket }));
    },
  };
}
