import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Env } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './database.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The parsed JSON envelope; `data` stays loose so each test reads what it expects. */
export interface TestEnvelope {
  success: boolean;
  message?: string;
  data?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  errors?: Record<string, string>;
  code?: string;
  requestId?: string;
}

export type TestResponse = Omit<LightMyRequestResponse, 'body'> & {
  body: TestEnvelope;
  text: string;
};

/**
 * A browser stand-in: keeps the cookies the server sets and sends them back, and marks its
 * requests same-origin as a browser would.
 */
let agents = 0;

export class Agent {
  readonly cookies = new Map<string, string>();
  /** Each agent is its own device, so per-address rate limits count it alone. */
  readonly remoteAddress: string;
  private readonly app: App;
  constructor(app: App, remoteAddress?: string) {
    this.app = app;
    agents += 1;
    this.remoteAddress = remoteAddress ?? `127.1.${Math.floor(agents / 250)}.${(agents % 250) + 1}`;
  }

  async request(
    method: Method,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const options: InjectOptions = {
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: {
        'sec-fetch-site': 'same-origin',
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    };
    const response = await this.app.inject(options);
    for (const c of response.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
      if (c.value === '' || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    const text = response.body;
    const isJson = response.headers['content-type']?.toString().includes('json');
    const body = text && isJson ? JSON.parse(text) : {};
    return Object.assign(response, { body, text }) as unknown as TestResponse;
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get = (url: string, headers?: Record<string, string>) =>
    this.request('GET', url, undefined, headers);
  post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, payload, headers);
  put = (url: string, payload?: unknown, headers?: Record<string, string>) =>
    this.request('PUT', url, payload, headers);
  delete = (url: string, headers?: Record<string, string>) =>
    this.request('DELETE', url, undefined, headers);
}

export interface TestApp {
  app: App;
  database: Database;
  /** On PostgreSQL: where a second app instance connects to the same database. */
  databaseUrl: string | undefined;
  /** Where this app keeps its files (a fresh temporary folder). */
  dataDir: string;
  /** A new device; pass an address to share one between agents. */
  agent(remoteAddress?: string): Agent;
}

/** The real application on a fresh real database, closed after the file's tests. */
export async function createTestApp(
  env: Env = {},
  options: { databasePort?: number; logLines?: string[]; logLevel?: 'warn' | 'info' } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ port: options.databasePort });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  // Tests that read what the server logs (the `log` SMS provider's codes, the request log)
  // collect its lines.
  const lines = options.logLines;
  const logger = lines
    ? {
        level: options.logLevel ?? 'warn',
        stream: { write: (line: string) => void lines.push(line) },
      }
    : undefined;
  const app = await buildApp({ config, database, logger });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    app,
    database,
    databaseUrl: database.url,
    dataDir,
    agent: (remoteAddress?: string) => new Agent(app, remoteAddress),
  };
}
