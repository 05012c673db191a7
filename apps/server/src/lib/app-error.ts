import { HTTP_MESSAGES } from '@academy/contract/http-messages';

/** The codes the API answers with, each bound to one HTTP status. */
const STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYMENT_REQUIRED: 402,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof STATUS;

/**
 * The one error type services throw. Its message is for the user and goes out as it is; anything
 * else thrown becomes a generic 500 so internals never leak.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fieldErrors: Record<string, string> | undefined;
  /** The envelope's `code`: why, for the few failures a client acts on beyond the status. */
  readonly reason: string | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    fieldErrors?: Record<string, string>,
    reason?: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = STATUS[code];
    this.fieldErrors = fieldErrors;
    this.reason = reason;
  }
}

export const notFound = (message: string = HTTP_MESSAGES.notFound) =>
  new AppError('NOT_FOUND', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const conflict = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError('CONFLICT', message, fieldErrors);
