/**
 * `npm start`: builds the web app when no build exists yet, then runs the server (which migrates
 * the database, seeds demo content on an empty one and prints the URL and the admin sign-in).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('Building the web app (first start only)...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../apps/server/src/server.ts');
