import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { MAX_WAIT_MINUTES, tooManyAttemptsMessage } from '@academy/contract/http-messages';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A counter of failures by key (a phone number), shared by instances when Redis is set. */
    failureLimiter(name: string, options: { points: number; seconds: number }): FailureLimiter;
  }
}

export interface FailureLimiter {
  /** Throws 429 (with Retry-After on the reply) when the key has used up its failures. */
  check(key: string, setRetryAfter: (seconds: number) => void): Promise<void>;
  fail(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  /** The failures counted for the key in the current window (0 when the store is down). */
  count(key: string): Promise<number>;
}

export const tooManyAttempts = (seconds: number) => {
  const minutes = Math.min(MAX_WAIT_MINUTES, Math.max(1, Math.ceil(seconds / 60)));
  return new AppError('RATE_LIMITED', tooManyAttemptsMessage(minutes));
};

/**
 * Per-address limits are opt-in per route (`config.rateLimit`, @fastify/rate-limit). Failure
 * counters by other keys use rate-limiter-flexible. Both live in memory by default and in Redis
 * with REDIS_URL, so every instance behind the load balancer counts together.
 */
export default fp(
  async function rateLimits(app: FastifyInstance, opts: { redisUrl: string | undefined }) {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, {
          connectTimeout: 1000,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
        })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));

    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'academy-rl:' } : {}),
      // A Redis outage must not lock everyone out: requests go through uncounted.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl / 1000),
    });

    app.decorate(
      'failureLimiter',
      (name: string, { points, seconds }: { points: number; seconds: number }) => {
        const limiter: RateLimiterAbstract = redis
          ? new RateLimiterRedis({
              storeClient: redis,
              keyPrefix: `academy-fail:${name}`,
              points,
              duration: seconds,
            })
          : new RateLimiterMemory({ keyPrefix: name, points, duration: seconds });
        return {
          async check(key, setRetryAfter) {
            const state = await limiter.get(key).catch(() => null);
            if (state && state.consumedPoints >= points) {
              const wait = Math.ceil(state.msBeforeNext / 1000);
              setRetryAfter(wait);
              throw tooManyAttempts(wait);
            }
          },
          async fail(key) {
            await limiter.penalty(key).catch(() => undefined);
          },
          async clear(key) {
            await limiter.delete(key).catch(() => undefined);
          },
          async count(key) {
            const state = await limiter.get(key).catch(() => null);
            return state?.consumedPoints ?? 0;
          },
        };
      },
    );
  },
  { name: 'rate-limit' },
);
