import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PeoplePage, PersonRow } from '@academy/contract/people';
import { ROLES } from '@academy/contract/roles';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const parent: PersonRow = {
  userId: 'parent-1',
  name: 'Sunita Sharma',
  phone: '+919812345678',
  email: null,
  role: 'parent',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  children: [],
};

const pageOf = (items: PersonRow[]): PeoplePage => ({ items, page: 1, pageSize: 10, total: 1 });
const admin = { user: makeUser(ROLES.admin) };

describe('Teachers & parents', () => {
  it('adds a parent with the form’s checks, then shows them', async () => {
    const added = vi.fn();
    stubApi({
      'GET /api/admin/people?role=parent&q=&page=1': () => ({
        body: { success: true, data: pageOf(added.mock.calls.length ? [parent] : []) },
      }),
      'POST /api/admin/people': ({ body }) => {
        added(body);
        return {
          status: 201,
          body: { success: true, message: 'Parent added', data: { person: parent } },
        };
      },
    });
    const { events } = renderApp('/admin/people?role=parent', admin);
    expect(
      await screen.findByRole('heading', { name: 'Teachers & parents', level: 1 }),
    ).toBeVisible();
    expect(await screen.findByText('No results.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Add parent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add parent' });
    await events.click(within(dialog).getByRole('button', { name: 'Add parent' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();

    await events.type(within(dialog).getByLabelText('Full name'), 'Sunita Sharma');
    await events.type(within(dialog).getByLabelText('Phone number'), '98123 45678');
    await events.type(within(dialog).getByLabelText('Password'), 'a-long-passphrase');
    await events.click(within(dialog).getByRole('button', { name: 'Add parent' }));
    await waitFor(() => expect(added).toHaveBeenCalled());
    expect(added.mock.calls[0]![0]).toEqual({
      role: 'parent',
      name: 'Sunita Sharma',
      phone: '+919812345678',
      email: null,
      password: 'a-long-passphrase',
    });
    expect(await screen.findByText('Sunita Sharma')).toBeInTheDocument();
  });

  it('links a child by phone and shows the server’s message when there is no such student', async () => {
    stubApi({
      'GET /api/admin/people?role=parent&q=&page=1': () => ({
        body: { success: true, data: pageOf([parent]) },
      }),
      'POST /api/admin/people/parent-1/children': ({ body }) =>
        (body as { phone: string }).phone === '+919800000001'
          ? {
              status: 201,
              body: {
                success: true,
                message: 'Child linked',
                data: { children: [{ userId: 's-1', name: 'Aarav Sharma', class: '10' }] },
              },
            }
          : {
              status: 404,
              body: {
                success: false,
                message: 'No student has this phone number',
                errors: { phone: 'No student has this phone number' },
              },
            },
    });
    const { events } = renderApp('/admin/people?role=parent', admin);
    await events.click(await screen.findByRole('button', { name: 'Actions for Sunita Sharma' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Children' }));
    const dialog = await screen.findByRole('dialog', { name: 'Children of Sunita Sharma' });
    const phone = within(dialog).getByLabelText('Student’s phone number');

    await events.type(phone, '98000 00002');
    await events.click(within(dialog).getByRole('button', { name: 'Link child' }));
    expect(await within(dialog).findByText('No student has this phone number')).toBeInTheDocument();

    await events.clear(phone);
    await events.type(phone, '98000 00001');
    await events.click(within(dialog).getByRole('button', { name: 'Link child' }));
    const list = await within(dialog).findByRole('list', { name: 'Linked children' });
    expect(within(list).getByText('Aarav Sharma')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Remove Aarav Sharma' })).toBeInTheDocument();
  });

  it('reads in Hindi on a Hindi page', async () => {
    stubApi({
      'GET /api/admin/people?role=parent&q=&page=1': () => ({
        body: {
          success: true,
          data: pageOf([
            {
              ...parent,
              status: 'suspended',
              children: [{ userId: 's-1', name: 'Aarav Sharma', class: '10' }],
            },
          ]),
        },
      }),
    });
    renderApp('/admin/people?role=parent', { ...admin, locale: 'hi' });
    expect(
      await screen.findByRole('heading', { name: 'शिक्षक और अभिभावक', level: 1 }),
    ).toBeVisible();
    expect(await screen.findByText('Sunita Sharma')).toBeInTheDocument();
    expect(screen.getByText('निलंबित')).toBeInTheDocument();
    expect(screen.getByText('बच्चे:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अभिभावक जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'अभिभावक', selected: true })).toBeInTheDocument();
    expect(screen.queryByText('Teachers & parents')).not.toBeInTheDocument();
  });
});
