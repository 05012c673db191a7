import { HTTP_MESSAGES } from './http-messages.ts';

/** Every JSON response of the API has this shape (product §6.1; docs/architecture.md). */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message?: string;
  data?: T;
  /** Per-field validation messages, keyed by the field's path ("faq.0.question"). */
  errors?: Record<string, string>;
  /** Why, for the few failures a client acts on beyond the status (`SIGNED_OUT_ELSEWHERE`). */
  code?: string;
  /** Present on 5xx answers so a report can be matched with the server log. */
  requestId?: string;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** The generic fallback for a validation failure without a more specific message (product §6.1). */
export const INVALID_INPUT = HTTP_MESSAGES.invalidInput;
