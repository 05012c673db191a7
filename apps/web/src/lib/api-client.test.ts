import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, setSessionListener } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Each path answers 401 until the session is refreshed, then 200. */
function fakeServer({ refreshWorks }: { refreshWorks: boolean }) {
  let refreshed = false;
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    if (url === '/api/auth/refresh') {
      // Let every concurrent 401 arrive before the refresh answers.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (!refreshWorks) return json(401, { success: false, message: 'Session expired' });
      refreshed = true;
      return json(200, { success: true, data: { user: { userId: 'u1' } } });
    }
    if (!refreshed) return json(401, { success: false, message: 'Please log in to continue.' });
    return json(200, { success: true, data: { url } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

afterEach(() => setSessionListener({}));

describe('api client', () => {
  it('sends same-origin JSON and unwraps the envelope', async () => {
    const fetchMock = vi.fn(async () => json(201, { success: true, message: 'Saved', data: 7 }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(api.post('/things', { a: 1 })).resolves.toEqual({ data: 7, message: 'Saved' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/things',
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        body: '{"a":1}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it("names the page's language, for what the server sends the user", async () => {
    const fetchMock = vi.fn(async () => json(200, { success: true, data: null }));
    vi.stubGlobal('fetch', fetchMock);
    const languageOf = async (path: string) => {
      window.history.replaceState(null, '', path);
      await api.get('/things');
      const init = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
      return (init[1].headers as Record<string, string>)['Accept-Language'];
    };
    try {
      expect(await languageOf('/hi/forgot-password')).toBe('hi');
      expect(await languageOf('/forgot-password')).toBe('en');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('throws a typed ApiError with the field errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, { success: false, message: 'Invalid input', errors: { phone: 'Bad phone' } }),
      ),
    );
    const error = await api.post('/things').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input',
      fieldErrors: { phone: 'Bad phone' },
    });
  });

  it('refreshes once for concurrent 401s, then retries each request once', async () => {
    const { calls } = fakeServer({ refreshWorks: true });
    const onRefreshed = vi.fn();
    setSessionListener({ onRefreshed });

    const results = await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);

    expect(results.map((r) => r.data)).toEqual([
      { url: '/api/a' },
      { url: '/api/b' },
      { url: '/api/c' },
    ]);
    expect(calls.filter((c) => c === 'POST /api/auth/refresh')).toHaveLength(1);
    expect(calls.filter((c) => c === 'GET /api/a')).toHaveLength(2);
    expect(onRefreshed).toHaveBeenCalledExactlyOnceWith({ userId: 'u1' });
  });

  it('passes the 401 on and marks the session over when the refresh fails', async () => {
    const { calls } = fakeServer({ refreshWorks: false });
    const onSessionExpired = vi.fn();
    setSessionListener({ onSessionExpired });

    const outcomes = await Promise.allSettled([api.get('/a'), api.get('/b')]);

    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ status: 401 });
    }
    expect(calls.filter((c) => c === 'POST /api/auth/refresh')).toHaveLength(1);
    expect(calls.filter((c) => c === 'GET /api/a')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith(
      expect.objectContaining({ status: 401, message: 'Session expired', code: undefined }),
    );
  });

  it("keeps the envelope's code on the error", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(401, {
          success: false,
          message: 'Signed out elsewhere',
          code: 'SIGNED_OUT_ELSEWHERE',
        }),
      ),
    );
    const error = await api.post('/auth/login').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'SIGNED_OUT_ELSEWHERE' });
  });

  it('retries only once: a second 401 after a good refresh is thrown', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        calls.push(String(input));
        return String(input) === '/api/auth/refresh'
          ? json(200, { success: true, data: {} })
          : json(401, { success: false, message: 'No' });
      }),
    );
    await expect(api.get('/a')).rejects.toMatchObject({ status: 401 });
    expect(calls).toEqual(['/api/a', '/api/auth/refresh', '/api/a']);
  });

  it('never refreshes for the auth calls themselves', async () => {
    const { calls } = fakeServer({ refreshWorks: true });
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ status: 401 });
    expect(calls).toEqual(['POST /api/auth/login']);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('/a')).rejects.toMatchObject({ status: 0 });
  });
});
