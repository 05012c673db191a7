import type { ResourceKind } from './resource-kinds.ts';

/**
 * What the server inlines into the page for the web app's query cache, so a visitor's first
 * render waits on no API call (decisions §27). The keys live here because the server
 * writes them and the web app reads them: a key that differs by one element is a cache miss.
 */

/** Id of the `<script type="application/json">` block that carries the entries. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The element of a rendered page that names its route's chunks, which the app preloads a few to a
 * task before it loads the route (apps/web/src/main.tsx).
 */
export const MODULES_ELEMENT_ID = 'route-modules';

/**
 * The element of a rendered page that names the deepest route its address matched, by the
 * router's id for it (its place in the route table, `0-4-1`): the app loads the code of that route
 * and of those around it without matching the address against the whole table itself.
 */
export const MATCHED_ROUTE_ELEMENT_ID = 'matched-route';

/**
 * The attribute of `<html>` on a page rendered for a browser that asked for data saver
 * (`Save-Data: on`), whose pictures are the smallest (apps/web/src/lib/data-saver.ts).
 */
export const SAVE_DATA_ATTRIBUTE = 'data-save-data';

export interface PageDataEntry {
  queryKey: readonly unknown[];
  data: unknown;
}

export const meQueryKey = ['auth', 'me'] as const;

export const coursesQueryKey = ['courses', 'list'] as const;

export const courseQueryKey = (id: string) => ['courses', 'detail', id] as const;

/** GET /api/showcase, inlined on the home and About pages. */
export const showcaseQueryKey = ['showcase'] as const;

/**
 * A study-material list, GET /api/notes or GET /api/resources, by the filters its page has in
 * its address, each '' when not chosen (`components/study/material-api.ts`).
 */
export const materialListQueryKey = (
  path: 'notes' | 'resources',
  filters: Readonly<Record<string, string | undefined>>,
) => [path, 'list', filters] as const;

/** The filters of `/notes` opened with none in its address, as the page asks with them. */
export const FIRST_NOTES_PAGE = { class: '', subject: '', access: '', page: '1' } as const;

/** The filters of `/ncert-textbooks`, `/ncert-solutions` or `/pyqs` opened with none. */
export const firstResourcesView = (kind: ResourceKind) =>
  ({ kind, class: '', stream: '', subject: '', exam: '', year: '', chapter: '' }) as const;

/**
 * GET /api/mock-tests, the list of `/tests`, by viewer: a visitor's list has nobody's attempts,
 * a student's has their own.
 */
export const studentTestsQueryKey = (viewerId: string | undefined) =>
  ['mock-tests', 'student', 'list', viewerId ?? 'visitor'] as const;

/** The forms a visitor can send before the app's script has run (a native post). */
export type NativeForm =
  'login' | 'register' | 'confirm-phone' | 'forgot-password' | 'contact-page';

/**
 * The query parameter that names the number a sign-up's code went to, when the page was reached
 * without script (`/confirm-phone?phone=…`); with script it is in the page's history state.
 */
export const CONFIRM_PHONE_PARAM = 'phone';

/**
 * The login page's query parameter saying the password was just changed, when it was reached
 * from `/forgot-password` without script (`/login?reset=done`): the page says so, as the
 * script's toast does. Not `password`: the server takes that out of any address.
 */
export const PASSWORD_CHANGED_PARAM = 'reset';
export const PASSWORD_CHANGED = 'done';

/**
 * What a form posted without script comes back with, inlined under this key: what was typed
 * (never a password), the server's message and each field's message, or that it was sent.
 */
export interface NativeFormResult {
  values: Record<string, string>;
  message?: string;
  errors?: Record<string, string>;
  sent?: boolean;
}

export const nativeFormQueryKey = (form: NativeForm) => ['native-form', form] as const;
