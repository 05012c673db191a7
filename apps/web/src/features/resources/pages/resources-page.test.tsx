import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstResourcesView, materialListQueryKey } from '@academy/contract/page-data';
import type { Resource } from '@academy/contract/resources';
import { stubApi } from '@/testing/fake-api';
import { inlinePageData } from '@/testing/page-data';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const paper: Resource = {
  id: '66666666-6666-4666-8666-666666666666',
  kind: 'paper',
  title: 'CBSE Class 10 Science 2024',
  description: 'The board paper with its marking scheme.',
  class: '10',
  stream: null,
  subject: 'Science',
  chapter: null,
  chapters: null,
  exam: 'CBSE Board',
  year: 2024,
  coverImage: null,
  source: 'CBSE',
  link: 'https://cbse.gov.in/paper.pdf',
  file: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('ResourcesPage for a visitor', () => {
  it('shows the first list the server inlined, without asking for it', async () => {
    const api = stubApi({});
    inlinePageData([
      { queryKey: ['auth', 'me'], data: null },
      { queryKey: materialListQueryKey('resources', firstResourcesView('paper')), data: [paper] },
    ]);
    renderApp('/pyqs');
    expect(await screen.findByRole('heading', { name: paper.title })).toBeVisible();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('asks the server for a filtered list', async () => {
    stubApi({
      'GET /api/resources?kind=paper&year=2024': () => ({ body: { success: true, data: [paper] } }),
    });
    inlinePageData([{ queryKey: ['auth', 'me'], data: null }]);
    renderApp('/pyqs?year=2024');
    expect(await screen.findByRole('heading', { name: paper.title })).toBeVisible();
  });
});
