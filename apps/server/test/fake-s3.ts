import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import type { Env } from '../src/config.ts';

/**
 * A local S3-compatible server (s3rver) with one bucket, and the environment that points the app
 * at it: the S3 storage is tested against the protocol, not a mock of our own.
 */
export async function startFakeS3() {
  const directory = await mkdtemp(path.join(tmpdir(), 'academy-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'academy-files', configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const env: Env = {
    S3_BUCKET: 'academy-files',
    S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  return {
    env,
    directory,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
