import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { stubApi } from '@/testing/fake-api';
import { makeUser, renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const parent = makeUser(ROLES.parent, {
  userId: 'parent-1',
  name: 'Sunita Sharma',
  school: null,
  class: null,
  gender: null,
});

describe('a parent’s profile', () => {
  it('lists their children and links one more with a code', async () => {
    const sent = vi.fn();
    stubApi({
      'GET /api/parent/children': () => ({
        body: {
          success: true,
          data: { children: [{ userId: 's-1', name: 'Aarav', class: '10' }] },
        },
      }),
      'POST /api/parent/children': ({ body }) => {
        sent(body);
        return (body as { code: string }).code === 'ABCDEFGH'
          ? {
              status: 201,
              body: {
                success: true,
                message: 'Child linked',
                data: {
                  children: [
                    { userId: 's-1', name: 'Aarav', class: '10' },
                    { userId: 's-2', name: 'Diya', class: '7' },
                  ],
                },
              },
            }
          : {
              status: 400,
              body: {
                success: false,
                message: 'This code has expired. Ask your child for a new one.',
                errors: { code: 'This code has expired. Ask your child for a new one.' },
              },
            };
      },
    });
    const { events } = renderApp('/profile', { user: parent });
    const children = await screen.findByRole('region', { name: 'Your children' });
    expect(await within(children).findByText('Aarav')).toBeInTheDocument();

    const code = screen.getByLabelText('Parent code');
    await events.type(code, 'abc');
    await events.click(screen.getByRole('button', { name: 'Link child' }));
    expect(await screen.findByText('Enter the 8-character code')).toBeInTheDocument();

    await events.clear(code);
    await events.type(code, 'zzzz zzzz');
    await events.click(screen.getByRole('button', { name: 'Link child' }));
    expect(
      await screen.findByText('This code has expired. Ask your child for a new one.', {
        selector: 'p',
      }),
    ).toBeInTheDocument();

    await events.clear(code);
    await events.type(code, 'abcd-efgh');
    await events.click(screen.getByRole('button', { name: 'Link child' }));
    expect(await within(children).findByText('Diya')).toBeInTheDocument();
    expect(sent).toHaveBeenLastCalledWith({ code: 'ABCDEFGH' });
  });

  it('reads in Hindi on a Hindi page', async () => {
    stubApi({
      'GET /api/parent/children': () => ({ body: { success: true, data: { children: [] } } }),
    });
    renderApp('/profile', { user: parent, locale: 'hi' });
    expect(await screen.findByRole('heading', { name: 'अपने बच्चे को जोड़ें' })).toBeVisible();
    expect(await screen.findByText(/अभी तक कोई बच्चा नहीं जुड़ा है/)).toBeInTheDocument();
    expect(screen.getByLabelText('अभिभावक कोड')).toBeInTheDocument();
  });
});

describe('a student’s parent code', () => {
  it('shows the code and its expiry, and makes a new one', async () => {
    stubApi({
      'GET /api/student/parent-code': () => ({
        body: { success: true, data: { parentCode: null } },
      }),
      'POST /api/student/parent-code': () => ({
        status: 201,
        body: {
          success: true,
          message: 'New parent code ready',
          data: {
            parentCode: { code: 'K7P2QX9M', expiresAt: '2099-01-08T10:00:00.000Z', usedAt: null },
          },
        },
      }),
    });
    const { events } = renderApp('/profile', { user: makeUser(ROLES.student) });
    const card = await screen.findByRole('region', { name: 'Parent code' });
    expect(await within(card).findByText('You have no parent code yet.')).toBeInTheDocument();
    await events.click(within(card).getByRole('button', { name: 'New code' }));
    expect(await within(card).findByText('K7P2QX9M')).toBeInTheDocument();
    expect(within(card).getByText(/^Valid until .*2099/)).toBeInTheDocument();
  });
});
