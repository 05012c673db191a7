import { vi } from 'vitest';

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

type Handler = (request: { method: string; body: unknown }) => FakeResponse | Promise<FakeResponse>;

/**
 * Replaces `fetch` with a table of `"METHOD /api/path"` handlers; anything else answers 404, so
 * a test sees every call the app makes. Returns the spy.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = typeof input === 'string' ? input : input.toString();
    const handler = handlers[`${method} ${url}`];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const { status = 200, body: responseBody = { success: true } } = handler
      ? await handler({ method, body })
      : { status: 404, body: { success: false, message: 'Not found' } };
    return new Response(JSON.stringify(responseBody), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** A promise whose resolution the test controls. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
