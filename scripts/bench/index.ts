/**
 * `npm run bench [-- sizes|lighthouse|api|explain|waits ...]`: the budgets of docs/performance.md.
 * All parts by default. Exits non-zero only when a size budget is exceeded: timings on a shared
 * machine inform, they do not fail a build.
 */
import { runApi } from './api.ts';
import { runExplain } from './explain.ts';
import { runLighthouse } from './lighthouse.ts';
import { withSeededDatabase } from './seed.ts';
import { runSizes } from './sizes.ts';
import { runWaterfall } from './waterfall.ts';

const PARTS = ['sizes', 'lighthouse', 'api', 'explain', 'waits'] as const;
type Part = (typeof PARTS)[number];

const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !PARTS.includes(a as Part));
if (unknown.length) {
  console.error(`Unknown part: ${unknown.join(', ')}. Parts: ${PARTS.join(', ')}.`);
  process.exit(2);
}
const parts = new Set<Part>(asked.length ? (asked as Part[]) : PARTS);
const started = Date.now();
let failed = false;

if (parts.has('sizes')) failed = !(await runSizes()).ok || failed;
if (parts.has('lighthouse')) await runLighthouse();
if (parts.has('waits')) await runWaterfall();
if (parts.has('api') || parts.has('explain')) {
  // One seeded database serves both parts: seeding is the slow step.
  await withSeededDatabase(async (databaseUrl) => {
    if (parts.has('explain')) await runExplain(databaseUrl);
    if (parts.has('api')) await runApi(databaseUrl);
  });
}

console.log(`\nBench finished in ${Math.round((Date.now() - started) / 1000)} s.`);
process.exit(failed ? 1 : 0);
