/**
 * Open-loop load at a fixed rate: the budget's "p99 at 200 requests per second".
 *
 * autocannon's `overallRate` is not used for this. Each of its connections sends its share of a
 * second's requests back to back, each as soon as the previous answer arrives, then idles until
 * the next second (lib/httpClient.js, `_doRequest` and `rateInterval`): "200 a second" is a burst
 * of 200 at full concurrency at the start of every second, and its p99 is the flat-out one.
 *
 * Here request i is due at start + i / rate and is sent then, whatever the earlier ones are
 * doing (the keep-alive pool opens another socket rather than queue behind a slow answer). Its
 * latency runs from when it was due, not from when it went out, so a late timer or a stalled
 * answer is charged to the requests it held up instead of hidden (coordinated omission).
 */
import http from 'node:http';

export interface PacedResult {
  sent: number;
  /** Answers other than 2xx, by status code. */
  refused: Record<number, number>;
  /** Connection errors and timeouts: no answer at all. */
  errors: number;
  /** Latency of the answered requests, in ms from when each was due. */
  p50: number;
  p99: number;
}

export interface PacedOptions {
  rate: number;
  seconds: number;
  headers?: http.OutgoingHttpHeaders;
}

const TIMEOUT_MS = 10_000;

const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : NaN;

export async function paced(url: string, options: PacedOptions): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  const refused: Record<number, number> = {};
  let errors = 0;

  const send = (due: number) =>
    new Promise<void>((resolve) => {
      let settled = false;
      const fail = () => {
        if (settled) return;
        settled = true;
        errors += 1;
        resolve();
      };
      const request = http.get(url, { agent, headers: options.headers }, (response) => {
        response.on('error', fail);
        response.on('end', () => {
          if (settled) return;
          settled = true;
          latencies.push(performance.now() - due);
          const code = response.statusCode ?? 0;
          if (code < 200 || code > 299) refused[code] = (refused[code] ?? 0) + 1;
          resolve();
        });
        response.resume();
      });
      request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error('timeout')));
      request.on('error', fail);
    });

  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  const dueAt = (i: number) => start + i * interval;
  await new Promise<void>((done) => {
    let next = 0;
    const tick = () => {
      // A timer fires late now and then: everything due by now goes out at once.
      while (next < total && dueAt(next) <= performance.now()) inFlight.push(send(dueAt(next++)));
      if (next === total) done();
      else setTimeout(tick, Math.max(0, dueAt(next) - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v * 10) / 10;
  return {
    sent: total,
    refused,
    errors,
    p50: ms(percentile(latencies, 0.5)),
    p99: ms(percentile(latencies, 0.99)),
  };
}
