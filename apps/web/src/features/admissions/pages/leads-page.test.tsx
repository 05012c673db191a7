import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lead } from '@academy/contract/admissions';
import { ROLES } from '@academy/contract/roles';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const lead = (overrides: Partial<Lead>): Lead => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  name: 'Meena Joshi',
  phone: '+919812345678',
  program: 'class-9-10',
  source: 'website',
  utmSource: null,
  campaign: null,
  stage: 'new',
  lostReason: null,
  owner: null,
  nextFollowUp: '2026-11-20',
  overdue: true,
  student: null,
  createdAt: '2026-11-18T05:00:00.000Z',
  ...overrides,
});

describe('the leads work list', () => {
  it('marks an overdue follow-up, calls with one tap, opens WhatsApp with the admin’s message, and searches on the server', async () => {
    const list = vi.fn(() => ({
      body: { success: true, data: { items: [lead({})], page: 1, pageSize: 30, total: 1 } },
    }));
    const searched = vi.fn(() => ({
      body: { success: true, data: { items: [], page: 1, pageSize: 30, total: 0 } },
    }));
    stubApi({
      'GET /api/admissions/leads?page=1&pageSize=30': list,
      'GET /api/admissions/leads?page=1&pageSize=30&q=Meena': searched,
      'GET /api/admissions/staff': () => ({ body: { success: true, data: [] } }),
      'GET /api/admissions/whatsapp-template': () => ({
        body: { success: true, data: { template: 'Namaste {name}!' } },
      }),
    });
    renderApp('/leads', { user: makeUser(ROLES.admin) });
    const card = await screen.findByRole('article', { name: 'Meena Joshi' });
    expect(within(card).getByText(/^Overdue: follow up was due/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call Meena Joshi' })).toHaveAttribute(
      'href',
      'tel:+919812345678',
    );
    expect(await within(card).findByRole('link', { name: 'WhatsApp Meena Joshi' })).toHaveAttribute(
      'href',
      'https://wa.me/919812345678?text=Namaste%20Meena%20Joshi!',
    );

    const user = userEvent.setup();
    await user.type(
      screen.getByRole('searchbox', { name: 'Search leads by name or phone' }),
      'Meena',
    );
    expect(await screen.findByText('No leads match.')).toBeInTheDocument();
    expect(searched).toHaveBeenCalled();
  });
});

describe('a lead’s page', () => {
  it('lets a counsellor book a demo class among every batch, and leaves admitting to admins', async () => {
    const batches = vi.fn(() => ({
      body: { success: true, data: [{ id: 'batch-1', name: 'Class 10 Evening' }] },
    }));
    stubApi({
      [`GET /api/admissions/leads/${lead({}).id}`]: () => ({
        body: { success: true, data: { ...lead({ stage: 'contacted' }), timeline: [] } },
      }),
      'GET /api/admissions/staff': () => ({ body: { success: true, data: [] } }),
      'GET /api/admissions/whatsapp-template': () => ({
        body: { success: true, data: { template: 'Namaste {name}!' } },
      }),
      'GET /api/admissions/batches': batches,
    });
    renderApp(`/leads/${lead({}).id}`, { user: makeUser(ROLES.teacher) });
    const demo = await screen.findByRole('form', { name: 'Book a demo class' });
    expect(
      await within(demo).findByRole('option', { name: 'Class 10 Evening' }),
    ).toBeInTheDocument();
    expect(batches).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: /^Admit/ })).not.toBeInTheDocument();
  });
});
