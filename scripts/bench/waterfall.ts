/**
 * What each phone page waits for: every request of a first visit at 390 px until the network is
 * quiet after React's ready mark, with when it started and ended, and the sequential rounds (a
 * request is one round after the last one that had ended before it began: a fetch that waits
 * for a script, a picture that waits for the load event).
 */
import { chromium, type Browser, type BrowserContext, type Request } from 'playwright-core';
import { CHROMIUM, firstCourseId, kb, startServer, table } from './server.ts';

const DEMO_STUDENT = { phone: '9876543210', password: 'demo-student-2026' };

interface Seen {
  url: string;
  type: string;
  start: number;
  end: number;
  bytes: number;
}

export interface PageWaits {
  page: string;
  rounds: number;
  requests: number;
  bytes: number;
  /** From the navigation's start to the last request's end, ms. */
  lastEnd: number;
  seen: Seen[];
}

/** Each request's round: one after the latest round among those that ended before it began. */
export function roundsOf(seen: Seen[]): number[] {
  const sorted = seen.map((s, i) => ({ ...s, i })).sort((a, b) => a.start - b.start);
  const round = new Array<number>(seen.length).fill(1);
  for (const r of sorted) {
    const before = sorted.filter((o) => o.i !== r.i && o.end <= r.start);
    round[r.i] = 1 + Math.max(0, ...before.map((o) => round[o.i]!));
  }
  return round;
}

async function visit(context: BrowserContext, url: string): Promise<Seen[]> {
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  const navStart = Date.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const seen: Seen[] = [];
  for (const r of requests) {
    const timing = r.timing();
    const sizes = await r.sizes().catch(() => null);
    const start = timing.startTime - navStart;
    const end = timing.responseEnd >= 0 ? start + timing.responseEnd : start;
    seen.push({
      url: r.url().replace(/^https?:\/\/[^/]+/, ''),
      type: r.resourceType(),
      start: Math.round(start),
      end: Math.round(end),
      bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
    });
  }
  await page.close();
  return seen;
}

const VISITOR_PAGES = ['/courses/class-11-12', '/courses', '/course/:id'];
const STUDENT_PAGES = ['/dashboard', '/profile', '/student/my-courses/:id'];

/** One visit of `page` (`:id` the first course) on `baseUrl`, in a fresh context. */
async function visitPage(browser: Browser, baseUrl: string, page: string): Promise<PageWaits> {
  const courseId = await firstCourseId(baseUrl);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  if (STUDENT_PAGES.includes(page)) {
    const res = await context.request.post(`${baseUrl}/api/auth/login`, {
      data: DEMO_STUDENT,
      headers: { 'sec-fetch-site': 'same-origin', origin: baseUrl },
    });
    if (!res.ok()) throw new Error(`demo student sign-in: ${res.status()}`);
  }
  const seen = await visit(context, `${baseUrl}${page.replace(':id', courseId)}`);
  await context.close();
  for (const s of seen) s.url = s.url.replace(courseId, ':id');
  return {
    page,
    rounds: Math.max(...roundsOf(seen)),
    requests: seen.length,
    bytes: seen.reduce((n, s) => n + s.bytes, 0),
    lastEnd: Math.max(...seen.map((s) => s.end)),
    seen,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * `npm run bench -- waits`: each page's request rounds, requests, bytes and time to its last
 * response, on this checkout and, with `BENCH_BASELINE=<another checkout>`, on that one beside
 * it, visits alternating A and B (`BENCH_RUNS` each, default 5). Prints this checkout's waterfall
 * of each page first.
 */
export async function runWaterfall() {
  const baseline = process.env.BENCH_BASELINE;
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const servers = [
    ...(baseline ? [{ name: 'A', server: await startServer({ tree: baseline }) }] : []),
    { name: baseline ? 'B' : 'this', server: await startServer() },
  ];
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const pages = [...VISITOR_PAGES, ...STUDENT_PAGES];
    const results = new Map<string, PageWaits[]>();
    for (let run = 0; run < runs; run++) {
      for (const page of pages) {
        // Alternating which goes first: the machine's load drifts.
        const order = run % 2 ? [...servers].reverse() : servers;
        for (const { name, server } of order) {
          const waits = await visitPage(browser, server.baseUrl, page);
          const key = `${page} ${name}`;
          results.set(key, [...(results.get(key) ?? []), waits]);
        }
      }
    }
    const current = servers.at(-1)!.name;
    for (const page of pages) {
      const first = results.get(`${page} ${current}`)![0]!;
      const rounds = roundsOf(first.seen);
      console.log(`\n${page} (${current}): ${first.rounds} rounds, ${first.requests} requests\n`);
      console.log(
        table(
          ['Request', 'Type', 'Round', 'Start', 'End'],
          first.seen.map((s, i) => [s.url.slice(0, 60), s.type, rounds[i]!, s.start, s.end]),
        ),
      );
    }
    console.log(`\nPhone pages at 390 px, median of ${runs} visits each, A and B alternating\n`);
    console.log(
      table(
        ['Page', 'Build', 'Rounds', 'Requests', 'Bytes', 'Last response'],
        pages.flatMap((page) =>
          servers.map(({ name }) => {
            const all = results.get(`${page} ${name}`)!;
            return [
              page,
              name,
              median(all.map((w) => w.rounds)),
              median(all.map((w) => w.requests)),
              kb(median(all.map((w) => w.bytes))),
              `${median(all.map((w) => w.lastEnd))} ms`,
            ];
          }),
        ),
      ),
    );
  } finally {
    await browser.close();
    for (const { server } of servers) await server.stop();
  }
}
