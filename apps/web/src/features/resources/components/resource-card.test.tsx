import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Resource } from '@academy/contract/resources';
import { ResourceCard } from './resource-card';
import { WithI18n } from '@/testing/i18n';

const resource = (overrides: Partial<Resource>): Resource => ({
  id: '44444444-4444-4444-8444-444444444444',
  kind: 'textbook',
  title: 'Science',
  description: 'The NCERT Science textbook for class 10.',
  class: '10',
  stream: null,
  subject: 'Science',
  chapter: null,
  chapters: 13,
  exam: null,
  year: null,
  coverImage: null,
  source: 'NCERT (official)',
  link: null,
  file: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const renderCard = (r: Resource, isAdmin = false) =>
  render(
    <MemoryRouter>
      <ResourceCard resource={r} isAdmin={isAdmin} onDelete={() => {}} />
    </MemoryRouter>,
    { wrapper: WithI18n },
  );

describe('ResourceCard', () => {
  it("shows an admin, and only an admin, the card's Edit and Delete (their code loads for them)", async () => {
    const visitor = renderCard(resource({}));
    expect(screen.queryByRole('button', { name: 'Delete Science' })).not.toBeInTheDocument();
    visitor.unmount();
    renderCard(resource({}), true);
    expect(await screen.findByRole('button', { name: 'Delete Science' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Science' })).toHaveAttribute(
      'href',
      expect.stringContaining('id=44444444-4444-4444-8444-444444444444'),
    );
  });

  it("views and downloads a link entry from its source, NCERT's PDF", () => {
    const pdf = 'https://ncert.nic.in/textbook/pdf/jesc1ps.pdf';
    renderCard(resource({ link: pdf }));
    expect(screen.getByRole('link', { name: /View/ })).toHaveAttribute('href', pdf);
    const download = screen.getByRole('link', { name: /Download/ });
    expect(download).toHaveAttribute('href', pdf);
    expect(download).toHaveAttribute('download');
    expect(download).toHaveAttribute('target', '_blank');
  });

  it('downloads a stored file from this site', () => {
    renderCard(resource({ file: { name: 'science.pdf', type: 'application/pdf', size: 1024 } }));
    const download = screen.getByRole('link', { name: /Download/ });
    expect(download).toHaveAttribute(
      'href',
      '/api/resources/44444444-4444-4444-8444-444444444444/file?download=true',
    );
    expect(download).toHaveAttribute('download');
    expect(download).not.toHaveAttribute('target');
  });

  it('counts its chapters in words, and shows no count of none', () => {
    const many = renderCard(resource({ chapters: 13 }));
    expect(screen.getByText('13 chapters')).toBeInTheDocument();
    many.unmount();
    const one = renderCard(resource({ chapters: 1 }));
    expect(screen.getByText('1 chapter')).toBeInTheDocument();
    one.unmount();
    renderCard(resource({ chapters: 0 }));
    expect(screen.queryByText(/chapter/)).not.toBeInTheDocument();
  });
});
