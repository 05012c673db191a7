import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: on CI's two, a single worker, with a
    // core idle while PGlite's files ran one at a time. The main process only gathers results.
    maxWorkers: availableParallelism(),
  },
});
