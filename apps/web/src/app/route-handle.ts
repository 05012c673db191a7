import type { MessageDescriptor } from '@lingui/core';
import type { Params } from 'react-router';

/** Static data on a route: its document title, and whether the site's chrome stays away. */
export interface RouteHandle {
  /** A catalog message: the tab shows it in the page's language. */
  title?: MessageDescriptor | ((params: Params) => MessageDescriptor);
  /**
   * A focused screen (a test being taken): no top bar, header or footer, whose links would only
   * tempt the student away from a running timer.
   */
  isFocused?: boolean;
  /**
   * A visitor's page whose first paint shows none of the contract's messages: on a page in Hindi
   * their translations load when one is about to show (lib/form-resolver.ts, lib/api-client.ts),
   * not with the page, which keeps it within its first-load budget (decisions §61).
   */
  messagesOnDemand?: boolean;
}

export function routeTitle(
  handle: RouteHandle | undefined,
  params: Params,
): MessageDescriptor | undefined {
  const title = handle?.title;
  return typeof title === 'function' ? title(params) : title;
}
