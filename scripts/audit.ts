/**
 * `npm audit --omit=dev`, failing on any high or critical advisory in what production installs.
 * When the registry answers no audit at all (a mirror without the advisory endpoint), that is
 * said plainly and the check is skipped rather than failed: an unreachable service is not an
 * advisory, and it is not a pass either.
 */
import { spawnSync } from 'node:child_process';

interface AuditReport {
  statusCode?: number;
  message?: string;
  metadata?: { vulnerabilities?: Record<string, number> };
}

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report: AuditReport;
try {
  report = JSON.parse(run.stdout) as AuditReport;
} catch {
  console.error(`npm audit gave no report:\n${run.stdout}\n${run.stderr}`);
  process.exit(1);
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  console.warn(
    `npm audit: SKIPPED, the registry has no audit endpoint here (${report.message ?? `status ${report.statusCode}`})`,
  );
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit (production dependencies): ${Object.entries(counts)
    .map(([level, n]) => `${n} ${level}`)
    .join(', ')}`,
);
if (serious > 0) {
  console.error('High or critical advisories: run `npm audit --omit=dev` for the details.');
  process.exit(1);
}
