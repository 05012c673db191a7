import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter.ts';

const busy = () => new Error('busy');

describe('the limiter', () => {
  it('runs at most `max` at once, queues `queue` more and refuses the rest at once', async () => {
    const limiter = createLimiter(2, 1);
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const work = () =>
      limiter.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((release) => releases.push(release));
        running -= 1;
        return 'done';
      }, busy);

    const started = [work(), work(), work()];
    await expect(work()).rejects.toThrow('busy');
    await Promise.resolve();
    expect(releases).toHaveLength(2);
    releases.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The queued one took the freed place.
    expect(releases).toHaveLength(2);
    for (const release of releases.splice(0)) release();
    await expect(Promise.all(started)).resolves.toEqual(['done', 'done', 'done']);
    expect(most).toBe(2);
    // Free again: a new call runs at once.
    const next = limiter.run(async () => 'again', busy);
    await expect(next).resolves.toBe('again');
  });

  it('frees the place of work that failed', async () => {
    const limiter = createLimiter(1, 0);
    await expect(limiter.run(async () => Promise.reject(new Error('broke')), busy)).rejects.toThrow(
      'broke',
    );
    await expect(limiter.run(async () => 'fine', busy)).resolves.toBe('fine');
  });
});
