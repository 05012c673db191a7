import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. The database row (`stored_files`) names a file; storage holds it.
 * Two implementations: a folder under DATA_DIR (one instance) and S3-compatible object storage
 * (several instances behind a load balancer).
 */
export interface FileStorage {
  /**
   * Streams `source` to `key`. The key becomes visible only once the whole stream is written:
   * a failed or aborted write leaves nothing behind.
   */
  write(key: string, source: Readable, contentType: string): Promise<void>;
  read(key: string): Promise<Readable>;
  /** Removing a key that is not there is not an error. */
  remove(key: string): Promise<void>;
}
