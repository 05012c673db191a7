import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { AppError } from '../lib/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Razorpay Checkout's frames ask for the Payment Request API. */
const PAYMENT_ORIGINS = '"https://checkout.razorpay.com" "https://api.razorpay.com"';
/** The YouTube player may go full screen. */
const PLAYER_ORIGINS = '"https://www.youtube-nocookie.com" "https://www.youtube.com"';

/**
 * Powerful features nobody here needs are off for the page and every frame in it: a script that
 * got in could not reach the camera, the microphone or the student's location.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'display-capture=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  `payment=(self ${PAYMENT_ORIGINS})`,
  `fullscreen=(self ${PLAYER_ORIGINS})`,
].join(', ');

type Headers = Record<string, string>;

/** The headers helmet's middleware sets: it sets the same ones on every response, so once is enough. */
function headersSetBy(middleware: ReturnType<typeof helmet>): Headers {
  const headers: Headers = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * What a JSON answer needs (OWASP's REST security cheat sheet): it is never rendered as a page,
 * so it loads nothing and may be framed by nobody; it is not sniffed as anything else, nor read
 * by another site's page. A document's other headers (the page's policy, its permissions, its
 * opener and referrer policies) say nothing to a JSON answer, and were most of its bytes
 * when it was short (decisions §80).
 */
function dataHeaders(documentHeaders: Headers): Headers {
  const headers: Headers = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
  for (const name of [
    'cross-origin-resource-policy',
    'x-content-type-options',
    'strict-transport-security',
  ]) {
    const value = documentHeaders[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

/** The origin the request was addressed to, as the browser would write it. */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * CSRF: an unsafe method must come from this origin. Browsers say so with Sec-Fetch-Site; where
 * that header is missing, Origin (or Referer) must match. A request with neither is refused.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin ?? originOf(request.headers.referer);
  return origin === ownOrigin(request);
}

export default fp(
  async function security(
    app: FastifyInstance,
    opts: { isProduction: boolean; inlineScriptHashes: string[]; checkoutOrigins: string[] },
  ) {
    // helmet decides the headers once, at start (decisions §78, §80).
    const documentHeaders = headersSetBy(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            // The page's own inline scripts (the theme, set before the first paint) by their
            // hashes, taken from the build at start (web/web-build.ts); no other inline script.
            // Razorpay Checkout, when it is the provider (modules/payments/provider.ts).
            scriptSrc: ["'self'", ...opts.inlineScriptHashes, ...opts.checkoutOrigins],
            styleSrc: ["'self'", "'unsafe-inline'"],
            // blob: a photo chosen for a doubt, shown before it is sent (components/photo-picker).
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'", ...opts.checkoutOrigins],
            mediaSrc: ["'self'", 'https:'],
            frameSrc: [
              'https://www.youtube-nocookie.com',
              'https://www.youtube.com',
              'https://www.google.com',
              'https://maps.google.com',
              ...opts.checkoutOrigins,
            ],
            objectSrc: ["'none'"],
            baseUri: ["'none'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            ...(opts.isProduction ? { upgradeInsecureRequests: [] } : {}),
          },
        },
        // The YouTube player and map embeds need cross-origin frames to load.
        crossOriginEmbedderPolicy: false,
        // Isolated from pages that open it, while the popups it opens (Razorpay's UPI and bank
        // pages) can still report back to the checkout.
        crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        hsts: opts.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
      }),
    );
    documentHeaders['permissions-policy'] = PERMISSIONS_POLICY;
    const jsonHeaders = dataHeaders(documentHeaders);

    // When the answer is known: its type decides which set it gets. Refusals pass here too. A
    // header the route set itself is its own choice for that answer, and stays.
    app.addHook('onSend', async (_request, reply, payload) => {
      const headers = isJson(reply.getHeader('content-type')) ? jsonHeaders : documentHeaders;
      for (const name in headers) if (!reply.hasHeader(name)) reply.header(name, headers[name]);
      return payload;
    });

    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (request.routeOptions.config.crossSite) return;
      if (!isSameOrigin(request)) {
        throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed');
      }
    });
  },
  { name: 'security' },
);
