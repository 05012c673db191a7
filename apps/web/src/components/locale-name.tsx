import { LOCALE_NAMES, type Locale } from '@academy/contract/locales';

/**
 * A language's own name, as the language switch shows it. Hindi's is drawn, so it reads on a
 * device with no Devanagari font (an English page loads none): the outlines of Noto Sans
 * Devanagari Medium's glyphs, shaped by HarfBuzz (public/icons/hindi-name.svg, decisions §89),
 * as a mask in the text's colour. A file rather than markup: the first load's script stays
 * within its budget. A screen reader reads the text beside it.
 */
export function LocaleName({ locale }: { locale: Locale }) {
  if (locale !== 'hi') return LOCALE_NAMES[locale];
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-block h-[1.304em] w-[1.933em] hindi-name bg-current align-[-0.408em]"
      />
      <span className="sr-only">{LOCALE_NAMES.hi}</span>
    </>
  );
}
