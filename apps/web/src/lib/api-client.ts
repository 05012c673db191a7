import type { ApiEnvelope } from '@academy/contract/envelope';
import { AUTH_MESSAGES } from '@academy/contract/auth-messages';
import { HTTP_MESSAGES } from '@academy/contract/http-messages';
import { loadMessageTables } from './i18n/contract-messages';
import { browserLocale } from './i18n/locale';

/** An API answer that was not a success, turned back into one typed error (STYLE.md rule 5). */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;
  readonly requestId: string | undefined;
  /** The envelope's `code`, for the few failures the app tells apart (`SIGNED_OUT_ELSEWHERE`). */
  readonly code: string | undefined;

  constructor(
    status: number,
    message: string,
    fieldErrors: Record<string, string> = {},
    requestId?: string,
    code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.requestId = requestId;
    this.code = code;
  }
}

const STATUS_MESSAGES: Record<number, string> = {
  401: AUTH_MESSAGES.signInRequired,
  403: HTTP_MESSAGES.notAllowed,
  404: HTTP_MESSAGES.notFound,
  429: HTTP_MESSAGES.slowDown,
  503: HTTP_MESSAGES.unavailable,
};

export interface ApiResult<T> {
  data: T;
  message: string | undefined;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** What an unsuccessful answer without a message of its own means for this call. */
  failureMessage?: string;
}

/**
 * Calls whose 401 means "bad credentials" or "no session" rather than "access token expired":
 * they never trigger a refresh (and refresh itself must not recurse).
 */
const NO_REFRESH_PATHS = new Set([
  '/auth/login',
  '/auth/register',
  '/auth/refresh',
  '/auth/logout',
]);

interface SessionListener {
  /** The refresh worked; the answer carries the signed-in user. */
  onRefreshed?: (user: unknown) => void;
  /** The refresh failed: the session is over; `reason` is the refresh's answer, if any. */
  onSessionExpired?: (reason: ApiError | undefined) => void;
}

let listener: SessionListener = {};

/** The app wires the session events to its auth cache once, at start. */
export function setSessionListener(next: SessionListener): void {
  listener = next;
}

async function send<T>(path: string, options: RequestOptions): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The page's language, for what the server sends the user (a code's text message).
    'Accept-Language': browserLocale(),
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body instanceof Blob) {
    // A file sent as it is (an image), typed by what the picker said it is.
    headers['Content-Type'] = options.body.type;
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw await translatable(new ApiError(0, HTTP_MESSAGES.unreachable));
  }

  let envelope: ApiEnvelope<T> | undefined;
  if (response.headers.get('content-type')?.includes('application/json')) {
    try {
      envelope = (await response.json()) as ApiEnvelope<T>;
    } catch {
      envelope = undefined;
    }
  }

  if (!response.ok || envelope?.success === false) {
    const status = response.ok ? 400 : response.status;
    throw await translatable(
      new ApiError(
        status,
        envelope?.message ??
          options.failureMessage ??
          STATUS_MESSAGES[status] ??
          HTTP_MESSAGES.failed,
        envelope?.errors ?? {},
        envelope?.requestId,
        envelope?.code,
      ),
    );
  }
  return { data: envelope?.data as T, message: envelope?.message };
}

/**
 * An API failure, once the translations of the contract's messages have arrived: its message is
 * one of them, and a visitor's page in Hindi fetches them only now (decisions §61).
 */
async function translatable(error: ApiError): Promise<ApiError> {
  // Offline, the chunk may not come: the message then shows as the server wrote it.
  await loadMessageTables(browserLocale()).catch(() => undefined);
  return error;
}

let refreshInFlight: Promise<boolean> | null = null;

/** One refresh shared by every request that meets a 401 while it runs. */
function refreshSession(): Promise<boolean> {
  refreshInFlight ??= send<{ user?: unknown }>('/auth/refresh', { method: 'POST' })
    .then((result) => {
      listener.onRefreshed?.(result.data?.user);
      return true;
    })
    .catch((error: unknown) => {
      listener.onSessionExpired?.(error instanceof ApiError ? error : undefined);
      return false;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/**
 * Same-origin JSON call to `/api{path}`. A 401 on a signed-in call refreshes the session once and
 * retries the call once; if the refresh fails the original 401 is thrown.
 */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || NO_REFRESH_PATHS.has(path)) {
      throw error;
    }
    const refreshed = await refreshSession();
    if (!refreshed) throw error;
    return send<T>(path, options);
  }
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
