/**
 * Lighthouse, mobile form factor, on the production build served by the real server with demo
 * content: once with Lighthouse's Slow 4G simulation, once at about 9 Mbps and 100 ms. Debian's
 * Chromium only; nothing here may download a browser.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import os from 'node:os';
import { CHROMIUM, firstCourseId, startServer, table } from './server.ts';

/** Lighthouse's own mobile Slow 4G figures, and a fast connection on the same phone CPU. */
const PROFILES = [
  {
    name: 'Slow 4G',
    throttling: {
      rttMs: 150,
      throughputKbps: 1.6 * 1024,
      requestLatencyMs: 150 * 3.75,
      downloadThroughputKbps: 1.6 * 1024 * 0.9,
      uploadThroughputKbps: 750 * 0.9,
      cpuSlowdownMultiplier: 4,
    },
  },
  {
    name: '9 Mbps, 100 ms',
    throttling: {
      rttMs: 100,
      throughputKbps: 9 * 1024,
      requestLatencyMs: 100,
      downloadThroughputKbps: 9 * 1024,
      uploadThroughputKbps: 9 * 1024,
      cpuSlowdownMultiplier: 4,
    },
  },
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRow {
  profile: string;
  route: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU at the time (higher is faster). */
  cpuIndex: number;
  error: string | undefined;
}

/** One audit; a run that fails to load the page (a busy machine) is tried once more. */
async function audit(
  url: string,
  port: number,
  throttling: (typeof PROFILES)[number]['throttling'],
) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: {
          formFactor: 'mobile',
          throttlingMethod: 'simulate',
          throttling,
          onlyCategories: [...CATEGORIES],
        },
      },
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError || attempt === 2) return result.lhr;
  }
}

export async function runLighthouse(): Promise<LighthouseRow[]> {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows: LighthouseRow[] = [];
  try {
    const courseId = await firstCourseId(server.baseUrl);
    const routes = ['/', '/courses', `/course/${courseId}`, '/ncert-textbooks'];
    for (const profile of PROFILES) {
      for (const route of routes) {
        console.log(`  Lighthouse ${profile.name} ${route}...`);
        const lhr = await audit(`${server.baseUrl}${route}`, chrome.port, profile.throttling);
        const { categories, audits } = lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        rows.push({
          profile: profile.name,
          route: route.replace(courseId, ':id'),
          scores: {
            performance: score('performance'),
            accessibility: score('accessibility'),
            'best-practices': score('best-practices'),
            seo: score('seo'),
          },
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          cpuIndex: lhr.environment.benchmarkIndex,
          error: lhr.runtimeError?.code,
        });
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  console.log(
    `\nLighthouse, mobile (budget: performance 95, accessibility 100); ` +
      `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores\n`,
  );
  console.log(
    table(
      ['Network', 'Route', 'Perf', 'A11y', 'Best', 'SEO', 'LCP', 'TBT', 'CLS', 'CPU index'],
      rows.map((r) => [
        r.profile,
        r.route,
        r.scores.performance,
        r.scores.accessibility,
        r.scores['best-practices'],
        r.scores.seo,
        `${(r.lcpMs / 1000).toFixed(2)} s`,
        `${Math.round(r.tbtMs)} ms`,
        r.cls.toFixed(3),
        r.error ?? Math.round(r.cpuIndex),
      ]),
    ),
  );
  return rows;
}
