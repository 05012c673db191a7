/**
 * Lighthouse, mobile form factor, on the production build served by the real server with demo
 * content: with Lighthouse's Slow 4G simulation, then at about 9 Mbps and 100 ms. Debian's
 * Chromium only; nothing here may download a browser.
 *
 * Every page of the first-load budget's list, in both languages, is audited on Slow 4G; the home
 * page on the fast connection too. The browser has the phone's own fonts, Noto Sans Devanagari
 * among them (phone-fonts.ts). Each audit is run three times and the median run reported, picked by Lighthouse's own
 * `computeMedianRun` (the one Lighthouse CI uses): a simulated load still replays the real
 * main-thread tasks of this shared machine, so one run's score moves by several points.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import os from 'node:os';
import { budgetPaths } from './first-load.ts';
import { phoneFontsEnv } from './phone-fonts.ts';
import { CHROMIUM, firstCourseId, startServer, table } from './server.ts';
import { startThumbnailHost } from './thumbnails.ts';

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

/** What Lighthouse clears before an audit by default, besides the HTTP cache. */
const CLEARED_DEFAULT = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
] as const;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = 3;

export interface LighthouseRow {
  profile: string;
  route: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU at the time (higher is faster). */
  cpuIndex: number;
  /** The performance score of every run, the reported one among them. */
  runScores: number[];
  error: string | undefined;
}

type Report = Awaited<ReturnType<typeof audit>>;
const score = (lhr: Report, category: (typeof CATEGORIES)[number]) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

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
          // Every audit a first visit, as a fresh `lighthouse` run's new browser profile is: its
          // defaults keep the site's local storage from one audit to the next (the app's
          // preferences, and the mark that the fonts are fetched, lib/fonts.ts).
          clearStorageTypes: [...CLEARED_DEFAULT, 'local_storage' as const, 'indexeddb' as const],
          onlyCategories: [...CATEGORIES],
        },
      },
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError || attempt === 2) return result.lhr;
  }
}

export async function runLighthouse(): Promise<LighthouseRow[]> {
  const thumbnails = await startThumbnailHost();
  const server = await startServer({ env: thumbnails.env });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    // The phone Lighthouse's profile stands for has a Devanagari font of its own; this machine
    // has none, and would download one for every Hindi page (phone-fonts.ts).
    envVars: { ...process.env, ...phoneFontsEnv() },
  });
  const rows: LighthouseRow[] = [];
  try {
    const courseId = await firstCourseId(server.baseUrl);
    const routes = budgetPaths(courseId);
    // A server that has run for a while, as in production: each page rendered a few times, and
    // one audit left out, the browser's first, which also pays for Lighthouse's own start.
    for (const route of routes) {
      for (let i = 0; i < 5; i += 1) await (await fetch(`${server.baseUrl}${route}`)).text();
    }
    await audit(`${server.baseUrl}/`, chrome.port, PROFILES[0]!.throttling);
    for (const profile of PROFILES) {
      for (const route of profile === PROFILES[0] ? routes : ['/']) {
        console.log(`  Lighthouse ${profile.name} ${route}, ${RUNS} runs...`);
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          runs.push(await audit(`${server.baseUrl}${route}`, chrome.port, profile.throttling));
        }
        const valid = runs.filter((r) => !r.runtimeError);
        const lhr = valid.length ? computeMedianRun(valid) : runs[0]!;
        const { audits } = lhr;
        rows.push({
          profile: profile.name,
          route: route.replace(courseId, ':id'),
          scores: {
            performance: score(lhr, 'performance'),
            accessibility: score(lhr, 'accessibility'),
            'best-practices': score(lhr, 'best-practices'),
            seo: score(lhr, 'seo'),
          },
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          cpuIndex: lhr.environment.benchmarkIndex,
          runScores: runs.map((run) => score(run, 'performance')),
          error: lhr.runtimeError?.code,
        });
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
    await thumbnails.close();
  }
  console.log(
    `\nLighthouse, mobile (budget: performance 98, LCP 1.5 s on Slow 4G, accessibility 100), median of ${RUNS} runs; ` +
      `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores\n`,
  );
  console.log(
    table(
      ['Network', 'Route', 'Perf', 'Runs', 'A11y', 'Best', 'SEO', 'LCP', 'TBT', 'CLS', 'CPU index'],
      rows.map((r) => [
        r.profile,
        r.route,
        r.scores.performance,
        r.runScores.join(' '),
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
