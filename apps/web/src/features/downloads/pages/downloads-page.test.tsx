import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NoteDownload } from '@academy/contract/downloads';
import { ROLES } from '@academy/contract/roles';
import { stubApi } from '@/testing/fake-api';
import { testI18n } from '@/testing/i18n';
import { makeUser, renderApp } from '@/testing/render-app';
import { deviceLabel } from '../components/device-label';

afterEach(() => vi.unstubAllGlobals());

const NOTE = '11111111-1111-4111-8111-111111111111';
const download: NoteDownload = {
  id: 'd1',
  student: { id: 's1', name: 'Meera Iyer', phone: '+919800000001' },
  note: { id: NOTE, title: 'Accountancy revision pack', fileName: 'accounts.pdf' },
  action: 'download',
  ip: '203.0.113.7',
  userAgent:
    'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  at: '2026-11-02T05:01:00.000Z',
};

const notes = { body: { success: true, data: [{ id: NOTE, title: 'Accountancy revision pack' }] } };

describe('Admin > Downloads', () => {
  it('lists who opened which paid note, filtered by student and note from the address', async () => {
    stubApi({
      'GET /api/admin/downloads/notes': () => notes,
      [`GET /api/admin/downloads?q=meera&noteId=${NOTE}`]: () => ({
        body: { success: true, data: { items: [download], page: 1, pageSize: 25, total: 1 } },
      }),
    });
    renderApp(`/admin/downloads?q=meera&noteId=${NOTE}`, { user: makeUser(ROLES.admin) });
    expect(await screen.findByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
    expect(await screen.findByText('Meera Iyer')).toBeVisible();
    expect(screen.getByText('Downloaded Accountancy revision pack')).toBeVisible();
    expect(screen.getByText(/203\.0\.113\.7/)).toBeVisible();
    expect(screen.getByText('Chrome on Android')).toBeVisible();
    expect(screen.getByLabelText('Search downloads by student name or phone')).toHaveValue('meera');
    expect(await screen.findByRole('option', { name: 'Accountancy revision pack' })).toBeVisible();
    expect(screen.getByLabelText('Note')).toHaveValue(NOTE);
    expect(screen.getByText('Page 1 of 1')).toBeVisible();
  });

  it('says when nothing matches', async () => {
    stubApi({
      'GET /api/admin/downloads/notes': () => notes,
      'GET /api/admin/downloads?': () => ({
        body: { success: true, data: { items: [], page: 1, pageSize: 25, total: 0 } },
      }),
    });
    renderApp('/admin/downloads', { user: makeUser(ROLES.admin) });
    expect(await screen.findByText('No downloads match.')).toBeVisible();
  });

  it('reads in Hindi on a Hindi page', async () => {
    stubApi({
      'GET /api/admin/downloads/notes': () => notes,
      'GET /api/admin/downloads?': () => ({
        body: { success: true, data: { items: [download], page: 1, pageSize: 25, total: 1 } },
      }),
    });
    renderApp('/admin/downloads', { user: makeUser(ROLES.admin), locale: 'hi' });
    expect(await screen.findByRole('heading', { name: 'डाउनलोड', level: 1 })).toBeVisible();
    expect(await screen.findByText('Accountancy revision pack डाउनलोड किया')).toBeVisible();
    expect(screen.getByText('Android पर Chrome')).toBeVisible();
    expect(screen.getByRole('option', { name: 'सभी पेड नोट्स' })).toBeVisible();
  });
});

describe('device labels', () => {
  it.each([
    [download.userAgent, 'Chrome on Android'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Firefox on Windows',
    ],
    [null, 'Unknown browser'],
  ])('reads %s as %s', (userAgent, label) => {
    expect(deviceLabel(testI18n('en'), userAgent)).toBe(label);
  });
});
