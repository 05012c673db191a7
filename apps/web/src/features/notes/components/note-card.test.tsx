import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Note } from '@academy/contract/notes';
import { NoteCard } from './note-card';
import { WithI18n } from '@/testing/i18n';

const note = (overrides: Partial<Note>): Note => ({
  id: '55555555-5555-4555-8555-555555555555',
  title: 'Trigonometry notes',
  des: 'Ratios, identities and heights and distances, with solved examples.',
  link: null,
  file: null,
  category: ['maths'],
  subject: 'Mathematics',
  classes: '10',
  isFree: true,
  pricePaise: null,
  thumbnail: null,
  tags: [],
  likes: 0,
  views: 0,
  canAccess: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const renderCard = (n: Note) =>
  render(
    <MemoryRouter>
      <NoteCard note={n} isAdmin={false} onBuy={() => {}} onDelete={() => {}} />
    </MemoryRouter>,
    { wrapper: WithI18n },
  );

describe('NoteCard', () => {
  it('shows no "0 views" or likes until someone has looked', () => {
    renderCard(note({ views: 0, likes: 0 }));
    expect(screen.queryByText(/\bviews?\b/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\b0\b/)).not.toBeInTheDocument();
  });

  it('counts its views in words once there are some', () => {
    const one = renderCard(note({ views: 1 }));
    expect(screen.getByText('1 view')).toBeInTheDocument();
    one.unmount();
    renderCard(note({ views: 1234 }));
    expect(screen.getByText('1,234 views')).toBeInTheDocument();
  });
});
