import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '@academy/contract/locales';

const po = formatter();
const catalogNames = readdirSync(path.join(import.meta.dirname, DEFAULT_LOCALE)).filter((file) =>
  file.endsWith('.po'),
);

async function read(locale: string, file: string) {
  const filename = path.join(import.meta.dirname, locale, file);
  const catalog = await po.parse(readFileSync(filename, 'utf8'), {
    locale,
    sourceLocale: DEFAULT_LOCALE,
    filename,
  });
  return Object.values(catalog).map((entry) => ({
    source: entry.message ?? '',
    translation: entry.translation ?? '',
  }));
}

/**
 * What a message must carry through any translation: its {values} and <0>tags</0>, each once
 * (a language may need a plural where another does not), never the words of a plural's branches.
 */
const placeholdersOf = (message: string) =>
  [
    ...new Set(
      [
        ...message.matchAll(
          /(?<!(?:zero|one|two|few|many|other|=\d+) ?)\{(\w+)(?=[},])|<\/?(\d+)\/?>/g,
        ),
      ].map(([token]) => token),
    ),
  ].sort();

describe.each(catalogNames)('the %s catalog', (file) => {
  it.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))(
    'has every message in %s, with the same placeholders',
    async (locale) => {
      const source = await read(DEFAULT_LOCALE, file);
      const translated = await read(locale, file);
      expect(translated.map((m) => m.source).sort()).toEqual(source.map((m) => m.source).sort());
      const untranslated = translated.filter((m) => m.translation.trim() === '');
      expect(untranslated.map((m) => m.source)).toEqual([]);
      for (const { source: text, translation } of translated) {
        expect(placeholdersOf(translation), text).toEqual(placeholdersOf(text));
      }
    },
  );

  it('writes Hindi in Devanagari, not in Latin letters', async () => {
    const translated = await read('hi', file);
    // A message whose Hindi has no Devanagari at all is kept only where English is what is
    // said (NCERT, PYQs): anything longer than a name of that kind is a missed translation.
    const latinOnly = translated.filter(
      (m) => !/[\u0900-\u097F]/.test(m.translation) && m.translation.split(' ').length > 2,
    );
    expect(latinOnly.map((m) => m.source)).toEqual([]);
  });
});
