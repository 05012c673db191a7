/**
 * A text the admin wrote for visitors, in the page's language: its Hindi on a Hindi page when the
 * admin gave one, else the English (decisions §89). The server renders a page in its language, so
 * the browser's first render picks the same.
 */
export const siteText = (locale: string, english: string, hindi: string | undefined): string =>
  locale === 'hi' && hindi?.trim() ? hindi : english;
