import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** Runs a program to its end; a non-zero exit fails with what it wrote to stderr. */
export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

/** One gzipped tar of a folder's contents (the system's tar: any server has it). */
export const packFolder = (folder: string, archive: string) =>
  run('tar', ['-czf', archive, '-C', folder, '.']);

export const unpackInto = (archive: string, folder: string) =>
  run('tar', ['-xzf', archive, '-C', folder]);

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
