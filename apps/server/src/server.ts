import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { bootstrapAdmin } from './modules/auth/bootstrap-admin.ts';
import { DEMO_STUDENT } from './demo/content/students.ts';
import { DEMO_PARENT, DEMO_TEACHER } from './demo/content/academy.ts';
import { isDatabaseEmpty, seedDemo } from './demo/demo.ts';
import { scheduleBackups } from './modules/backup/schedule.ts';
import { holdDataDir } from './modules/backup/server-lock.ts';
import { scheduleWeeklyDigests } from './modules/people/weekly-digest.ts';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Node ${process.versions.node} is too old: the academy needs Node 22.12 or newer. ` +
      'Run it through npm (npm start), which uses the Node 24 the project installs.',
  );
  process.exit(1);
}

const config = loadConfig();
const database = openDatabase(config);
await database.migrate();

const isEmpty = await isDatabaseEmpty(database.db);
const admin = await bootstrapAdmin(database.db, {
  phone: config.adminPhone,
  password: config.adminPassword,
  isEmpty,
});
const shouldSeed = config.seedDemo ?? (isEmpty && !config.isProduction);
// Readable lines for a person at a terminal; JSON for log collectors everywhere else.
const isInteractive = !config.isProduction && process.stdout.isTTY;
const app = await buildApp({
  config,
  database,
  logger: {
    level: config.logLevel,
    ...(isInteractive
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  },
});
if (shouldSeed) await seedDemo(database.db, app.storage, (m) => app.log.info(m));

const formatPhone = (e164: string) =>
  parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;

/**
 * A generated administrator password is shown on the terminal once. Without a terminal (a
 * service whose output is the log), it goes to a file only its owner can read, never into the
 * log. Either way the first sign-in must replace it.
 */
function generatedPasswordLines(phone: string, password: string): string[] {
  const first = 'choose a new password at the first sign-in';
  if (process.stdout.isTTY) {
    return [
      `  Admin sign-in (shown once): phone ${formatPhone(phone)}, password ${password}; ${first}`,
    ];
  }
  const file = path.join(config.dataDir, 'admin-password.txt');
  writeFileSync(file, `${phone} ${password}\n`, { mode: 0o600 });
  return [
    `  Admin sign-in: phone ${formatPhone(phone)}; the generated password is in ${file}; ${first}, then delete the file`,
  ];
}

// The embedded database is this process's alone: backup and restore check for it.
const releaseDataDir = database.kind === 'pglite' ? holdDataDir(config.dataDir) : undefined;
app.addHook('onClose', async () => releaseDataDir?.());
if (config.backup)
  scheduleBackups(app, { database, databaseUrl: config.databaseUrl, ...config.backup });
// Sunday evenings: each parent's weekly digest of their children, through the outbox.
scheduleWeeklyDigests(app, config.publicOrigin);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: draining requests');
  // Requests in flight get the grace period; then their connections are cut, so a stalled upload
  // fails (and its partial file is removed) instead of holding the shutdown.
  const grace = config.shutdownGraceSeconds * 1000;
  const cut = setTimeout(() => app.server.closeAllConnections(), grace).unref();
  const force = setTimeout(() => process.exit(1), grace + 5_000).unref();
  await app.close();
  clearTimeout(cut);
  await database.close();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
// Notices (email, Telegram) queued by enquiries and feedback go out from here, with retries.
app.outbox.start();
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;

const lines = [``, `  Academy is running at http://${shownHost}:${port}`];
lines.push(
  `  Database: ${database.kind === 'pglite' ? `embedded (${config.dataDir}/db)` : 'PostgreSQL'}`,
);
if (admin?.generatedPassword) {
  lines.push(...generatedPasswordLines(admin.phone, admin.generatedPassword));
} else if (admin) {
  lines.push(`  Admin created: phone ${formatPhone(admin.phone)} with ADMIN_PASSWORD`);
}
if (shouldSeed) {
  lines.push(
    `  Demo student: phone ${formatPhone(DEMO_STUDENT.phone)}, password ${DEMO_STUDENT.password}`,
    `  Demo teacher: phone ${formatPhone(DEMO_TEACHER.phone)}, password ${DEMO_TEACHER.password}`,
    `  Demo parent: phone ${formatPhone(DEMO_PARENT.phone)}, password ${DEMO_PARENT.password}`,
  );
}
console.log(lines.join('\n') + '\n');
