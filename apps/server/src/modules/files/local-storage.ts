import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './storage.ts';

const PARTIAL = '.part';

/** Files in one folder; a write goes to `<key>.part` and is renamed into place when complete. */
export async function createLocalStorage(dir: string): Promise<FileStorage> {
  await mkdir(dir, { recursive: true });
  // A process killed mid-upload leaves a partial file; nothing refers to it, so it goes.
  for (const name of await readdir(dir))
    if (name.endsWith(PARTIAL)) await rm(path.join(dir, name), { force: true });

  const fileOf = (key: string) => {
    if (!/^[\w.-]+$/.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(dir, key);
  };

  return {
    async write(key, source) {
      const target = fileOf(key);
      const partial = target + PARTIAL;
      try {
        await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key) {
      const stream = createReadStream(fileOf(key));
      // Surface a missing file as a rejected read, not as a later stream error mid-response.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream as Readable;
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
