import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@academy/contract/locales';

/** Who asks, as a notice to them needs it: their address and their page's language. */
export interface Requester {
  ip: string;
  locale: Locale;
}

/**
 * The language a request wants its notices in (a code's text message): the page's, which the web
 * app sends as `Accept-Language` (and so does a no-script form's page, modules/native-forms);
 * English for anything else.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const tag = request.headers['accept-language']?.split(',')[0]?.split(/[-;]/)[0]?.trim();
  const language = tag?.toLowerCase();
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

export const requesterOf = (request: FastifyRequest): Requester => ({
  ip: request.ip,
  locale: requestLocale(request),
});
