import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

import { assertObjectKey } from './object-key.js';
import type { ObjectStore } from './object-store.js';

/** Where and how to reach an S3-compatible bucket. */
export interface S3ObjectStoreOptions {
  /** e.g. `https://s3.ap-northeast-2.amazonaws.com` or a MinIO/R2 URL; absent = AWS by region. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An object store in an S3-compatible bucket (production: every API instance shares it).
 * With a custom endpoint, keys are addressed path-style (`{endpoint}/{bucket}/{key}`), which
 * every S3-compatible server understands.
 */
export function createS3ObjectStore(options: S3ObjectStoreOptions): ObjectStore & {
  destroy(): void;
} {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    credentials: {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    },
  });
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertObjectKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      assertObjectKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return undefined;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        // Some S3-compatible servers answer a missing key with a bare 404 and no error code.
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return undefined;
        }
        throw error;
      }
    },
    async delete(key) {
      assertObjectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    destroy: () => client.destroy(),
  };
}
