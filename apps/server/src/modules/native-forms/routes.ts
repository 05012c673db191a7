import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, localePath, type Locale } from '@academy/contract/locales';
import { RETURN_PARAM, pathAfterSignIn, returnPathOf } from '@academy/contract/return-path';
import {
  CONFIRM_PHONE_PARAM,
  PASSWORD_CHANGED,
  PASSWORD_CHANGED_PARAM,
  nativeFormQueryKey,
  type NativeForm,
  type NativeFormResult,
} from '@academy/contract/page-data';
import { SECRET_FIELDS } from '../../lib/secret-fields.ts';

type Fields = Record<string, string>;

interface FormAction {
  form: NativeForm;
  /**
   * The JSON API route that does the work, with its rules, limits and messages; by the fields
   * sent, for a page whose form has two steps.
   */
  api: string | ((fields: Fields) => string);
  /** The form's fields as that route takes them. */
  toApi(fields: Fields): Record<string, unknown>;
  /** The API's field names back to the form's, where they differ. */
  fieldOf?: Record<string, string>;
  /**
   * Where the browser goes once it is done, given the answer's data, the page's query and the
   * fields; without one (or null), the page says it was sent.
   */
  next?(data: AnswerData, query: URLSearchParams, fields: Fields): string | null;
  /** The fields the page keeps once sent: the phone a code went to, for the next step. */
  keptWhenSent?: string[];
}

interface AnswerData {
  user?: { mustChangePassword?: boolean; roles: number } | null;
  /** A sign-up that waits for the code sent to this number. */
  confirmPhone?: string;
}

/** The page that asks for a sign-up's code, handing on where to go back to. */
function confirmPhonePath(phone: string, query: URLSearchParams) {
  const search = new URLSearchParams({ [CONFIRM_PHONE_PARAM]: phone });
  const from = returnPathOf(query);
  if (from) search.set(RETURN_PARAM, from);
  return `/confirm-phone?${search}`;
}

const pick = (fields: Fields, names: string[]): Fields =>
  Object.fromEntries(names.flatMap((n) => (fields[n] === undefined ? [] : [[n, fields[n]]])));

/** The visitors' forms by the page they are on (and post back to). */
const ACTIONS: Record<string, FormAction> = {
  '/login': {
    form: 'login',
    api: '/api/auth/login',
    toApi: (f) => pick(f, ['phone', 'password']),
    next: ({ user }, query) => pathAfterSignIn(user, query),
  },
  '/register': {
    form: 'register',
    api: '/api/auth/register',
    toApi: (f) => ({
      ...pick(f, ['name', 'phone', 'password', 'school', 'class', 'gender']),
      // A select left on its placeholder sends "", which the schema reads as "not chosen".
      ...(f.stream ? { stream: f.stream } : {}),
    }),
    // As the page's script does (web: features/auth/pages/register-page.tsx): a number to
    // confirm first (decisions §54's setting), the code's page.
    next: ({ user, confirmPhone }, query) =>
      confirmPhone ? confirmPhonePath(confirmPhone, query) : pathAfterSignIn(user, query),
  },
  '/confirm-phone': {
    form: 'confirm-phone',
    api: '/api/auth/confirm-phone',
    toApi: (f) => pick(f, ['phone', 'code']),
    next: ({ user }, query) => pathAfterSignIn(user, query),
  },
  '/forgot-password': {
    form: 'forgot-password',
    // Two steps on one page (web: features/auth/components/reset-password-form.tsx): the phone,
    // then the code sent to it with a new password.
    api: (f) => (f.code === undefined ? '/api/auth/forgot-password' : '/api/auth/reset-password'),
    toApi: (f) => pick(f, ['phone', 'code', 'password']),
    // Done, the login page says the password was changed (the script's toast says it).
    next: (_data, _query, f) =>
      f.code === undefined ? null : `/login?${PASSWORD_CHANGED_PARAM}=${PASSWORD_CHANGED}`,
    keptWhenSent: ['phone'],
  },
  '/contact': {
    form: 'contact-page',
    api: '/api/contact',
    toApi: (f) => ({ name: f.name, phone: f.number, query: f.message, source: 'contact-page' }),
    fieldOf: { phone: 'number', query: 'message' },
  },
};

/**
 * The visitors' forms posted natively, before the app's script has run (a slow phone): each
 * is sent to its JSON API route from the same address, so every rule, limit and message is the
 * API's own. Done, the browser is sent on (303); refused, the page comes back with what was
 * typed except passwords, and why. Form bodies are read on these routes only, never under /api.
 */
export default async function nativeFormRoutes(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // Each page in each language: a Hindi form posts back to its Hindi page (/hi/login).
  for (const [path, action] of Object.entries(ACTIONS)) {
    for (const locale of LOCALES) {
      app.post(localePath(locale, path), { schema: { hide: true } }, async (request, reply) =>
        submit(request, reply, action, locale),
      );
    }
  }

  async function submit(
    request: FastifyRequest,
    reply: FastifyReply,
    action: FormAction,
    locale: Locale,
  ) {
    const fields = (request.body ?? {}) as Fields;
    const res = await app.inject({
      method: 'POST',
      url: typeof action.api === 'string' ? action.api : action.api(fields),
      remoteAddress: request.ip,
      headers: {
        // The page route has passed the same-origin check already.
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        // The page's language, for what the answer sends (a code's text message).
        'accept-language': locale,
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
      payload: JSON.stringify(action.toApi(fields)),
    });
    const body = res.json() as {
      message?: string;
      errors?: Record<string, string>;
      data?: AnswerData | null;
    };
    const kept = Object.fromEntries(
      Object.entries(fields).filter(([name]) => !SECRET_FIELDS.includes(name)),
    );
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const next = res.statusCode < 300 ? action.next?.(body.data ?? {}, query, fields) : null;
    if (next) {
      const cookies = res.headers['set-cookie'];
      if (cookies) reply.header('set-cookie', cookies);
      return reply.redirect(localePath(locale, next), 303);
    }
    const result: NativeFormResult =
      res.statusCode < 300
        ? { values: pick(kept, action.keptWhenSent ?? []), sent: true, message: body.message }
        : {
            values: kept,
            message: body.message,
            errors: Object.fromEntries(
              Object.entries(body.errors ?? {}).map(([name, text]) => [
                action.fieldOf?.[name] ?? name,
                text,
              ]),
            ),
          };
    const retryAfter = res.headers['retry-after'];
    if (retryAfter) reply.header('retry-after', retryAfter);
    // The page itself is fine (browsers report a 4xx document as an error): it says what failed.
    return app.sendPage(request, reply, {
      extra: [{ queryKey: nativeFormQueryKey(action.form), data: result }],
    });
  }
}
