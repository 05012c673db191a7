import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UsefulLink } from '@academy/contract/links';
import { stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const link = (id: number, title: string, category: string[]): UsefulLink => ({
  _id: String(id),
  title,
  link: `https://example.org/${id}`,
  des: `About ${title}`,
  category,
});

describe('UsefulLinksPage', () => {
  it('groups the links under their categories, in alphabetical order whatever the capitals', async () => {
    stubApi({
      'GET /api/links?q=': () => ({
        body: {
          success: true,
          data: [
            link(1, 'NCERT', ['science', 'Boards']),
            link(2, 'ICAI', ['accounts']),
            link(3, 'CBSE', ['Boards']),
          ],
        },
      }),
    });
    renderApp('/useful-links');
    await screen.findByRole('heading', { level: 2, name: 'accounts' });
    const groups = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(groups.map((heading) => heading.textContent)).toEqual(['accounts', 'Boards', 'science']);
    const boards = groups[1]!.closest('section')!;
    expect(
      within(boards)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://example.org/1', 'https://example.org/3']);
    expect(within(groups[2]!.closest('section')!).getByRole('link')).toHaveAttribute(
      'href',
      'https://example.org/1',
    );
  });
});
