import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@academy/contract/files';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/**
 * Keeps the writes in flight so shutdown can wait for them: an upload cut off by the shutdown
 * removes its partial file before the process exits.
 */
function settledOnClose(storage: FileStorage) {
  const pending = new Set<Promise<void>>();
  return {
    ...storage,
    write(key: string, source: Readable, contentType: string) {
      const write = storage.write(key, source, contentType);
      pending.add(write);
      void write.catch(() => {}).finally(() => pending.delete(write));
      return write;
    },
    async settle() {
      await Promise.allSettled([...pending]);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** The storage configuration names: a folder, or S3-compatible object storage. */
export async function openStorage(config: Config['storage']): Promise<FileStorage> {
  return config.driver === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}

/** Multipart parsing with the upload limits, and `app.storage` chosen by configuration. */
export default fp(
  async function files(app: FastifyInstance, opts: Pick<Config, 'storage'>) {
    await app.register(multipart, {
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: 1,
        fields: 40,
        fieldSize: 10 * 1024,
        parts: 50,
      },
    });
    const storage = settledOnClose(await openStorage(opts.storage));
    app.decorate('storage', storage);
    app.addHook('onClose', () => storage.settle());
  },
  { name: 'files' },
);
