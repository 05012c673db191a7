import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/fail-on-console-error.ts'],
    // Every file builds its own app on its own database, and none changes a module's state, so a
    // worker runs its files in one module graph: each file no longer imports the whole server
    // anew, which was most of the run (5.5 minutes against 3 on PGlite).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
