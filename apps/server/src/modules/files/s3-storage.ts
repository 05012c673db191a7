import {
  DeleteObjectCommand,
  GetObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { FileStorage } from './storage.ts';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * S3 or any S3-compatible store (MinIO, R2, Spaces). Uploads are multipart and streamed, so a
 * 10 MB file is never held in memory; an object appears only when the upload completes.
 */
export function createS3Storage(options: S3Options): FileStorage {
  const config: S3ClientConfig = {
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  };
  const client = new S3Client(config);
  const Bucket = options.bucket;

  return {
    async write(key, source, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: source, ContentType: contentType },
      });
      try {
        await upload.done();
      } catch (error) {
        await upload.abort().catch(() => {});
        throw error;
      }
    },
    async read(key) {
      const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!Body) throw new Error(`Empty object: ${key}`);
      return Body as Readable;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
