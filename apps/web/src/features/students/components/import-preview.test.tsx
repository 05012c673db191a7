import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@academy/contract/locales';
import type { StudentImportPreview } from '@academy/contract/student-import';
import { testI18n } from '@/testing/i18n';
import { ImportPreview } from './import-preview';

const summaryOf = (locale: Locale, counts: Partial<StudentImportPreview['summary']>) => {
  const preview: StudentImportPreview = {
    rows: [],
    summary: {
      students: 1,
      rowsWithProblems: 0,
      seated: 1,
      waiting: 0,
      parentsLinked: 0,
      parentsCreated: 1,
      ...counts,
    },
  };
  const { unmount } = render(
    <I18nProvider i18n={testI18n(locale)}>
      <ImportPreview preview={preview} />
    </I18nProvider>,
  );
  const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
  unmount();
  return lines;
};

describe('the import preview’s summary', () => {
  it('says one seat and one parent’s account in the singular', () => {
    expect(summaryOf('en', { waiting: 1, parentsLinked: 1 })).toEqual([
      '1 student',
      '1 seat in a batch',
      '1 place on a waiting list',
      "1 link to a parent's account",
      "1 new parent's account",
    ]);
  });

  it('counts in the plural, with Indian digit groups', () => {
    expect(
      summaryOf('en', {
        students: 1500,
        seated: 1200,
        waiting: 300,
        parentsLinked: 2,
        parentsCreated: 0,
      }),
    ).toEqual([
      '1,500 students',
      '1,200 seats in batches',
      '300 places on waiting lists',
      "2 links to parents' accounts",
      "0 new parents' accounts",
    ]);
  });

  // Hindi counts 0 with 1 ("one"), as CLDR has it.
  it('speaks Hindi to a Hindi reader', () => {
    expect(summaryOf('hi', { seated: 2, parentsCreated: 2 })).toEqual([
      '1 छात्र',
      'बैचों में 2 सीटें',
      'प्रतीक्षा सूची में 0 स्थान',
      'अभिभावक के खाते से 0 जुड़ाव',
      'अभिभावकों के 2 नए खाते',
    ]);
  });
});
