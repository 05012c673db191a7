/* eslint-disable lingui/no-unlocalized-strings -- the names browsers and systems go by in every language */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Browsers by the token their user agent names them with; the first that matches wins. */
const BROWSERS: Array<[RegExp, string]> = [
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Android" from a user agent string, or "Unknown browser", in the page's language. */
export function deviceLabel(i18n: I18n, userAgent: string | null): string {
  const unknown = () => i18n._(msg`Unknown browser`);
  if (!userAgent) return unknown();
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return i18n._(msg`${browser} on ${system}`);
  return browser ?? system ?? unknown();
}
