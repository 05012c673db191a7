import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '@academy/contract/notes';
import { FIRST_NOTES_PAGE, materialListQueryKey } from '@academy/contract/page-data';
import { stubApi } from '@/testing/fake-api';
import { inlinePageData } from '@/testing/page-data';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const note: Note = {
  id: '55555555-5555-4555-8555-555555555555',
  title: 'Trigonometry notes',
  des: 'Ratios, identities and heights and distances, with solved examples.',
  link: null,
  file: null,
  category: ['maths'],
  subject: 'Mathematics',
  classes: '10',
  isFree: false,
  pricePaise: 49_00,
  thumbnail: null,
  tags: [],
  likes: 0,
  views: 3,
  canAccess: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const page = (items: Note[]) => ({
  body: { success: true, data: { items, page: 1, pageSize: 12, total: items.length } },
});

describe('NotesPage for a visitor', () => {
  it('shows the first page the server inlined, without asking for it', async () => {
    const api = stubApi({});
    inlinePageData([
      { queryKey: ['auth', 'me'], data: null },
      { queryKey: materialListQueryKey('notes', FIRST_NOTES_PAGE), data: page([note]).body.data },
    ]);
    renderApp('/notes');
    expect(await screen.findByRole('heading', { name: note.title })).toBeVisible();
    expect(screen.queryByText('Loading notes')).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});

describe('NotesPage in Hindi', () => {
  it('shows the heading, the filters and the cards in Hindi', async () => {
    stubApi({ 'GET /api/notes?page=1': () => page([note]) });
    renderApp('/notes', { locale: 'hi' });
    expect(
      await screen.findByRole('heading', { name: 'स्टडी नोट्स का संग्रह', level: 1 }),
    ).toBeInTheDocument();
    const price = screen.getByLabelText('कीमत');
    expect(within(price).getByRole('option', { name: 'मुफ़्त और पेड' })).toBeInTheDocument();
    const classes = screen.getByLabelText('कक्षा');
    expect(within(classes).getByRole('option', { name: 'सभी कक्षाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeDisabled();

    expect(await screen.findByText('कक्षा 10 • गणित')).toBeInTheDocument();
    expect(screen.getByText('3 बार देखा गया')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^अभी ख़रीदें/ })).toBeInTheDocument();
  });

  it('says in Hindi that no notes were found', async () => {
    stubApi({ 'GET /api/notes?page=1': () => page([]) });
    renderApp('/notes', { locale: 'hi' });
    expect(await screen.findByText('कोई नोट्स नहीं मिले')).toHaveRole('status');
  });
});
