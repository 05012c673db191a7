import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { WithI18n } from '@/testing/i18n';
import { MobileNav } from './mobile-nav';

function renderMobileNav() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <MobileNav /> },
      { path: '*', element: <MobileNav /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />, { wrapper: WithI18n });
  return { router, user: userEvent.setup() };
}

const toggle = () => screen.getByRole('button', { name: 'Menu' });

describe('MobileNav', () => {
  it('opens with the toggle and keeps one accordion entry open at a time', async () => {
    const { user } = renderMobileNav();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-controls', 'mobile-menu');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const courses = await screen.findByRole('button', { name: 'Courses' });
    const videos = screen.getByRole('button', { name: 'Videos' });
    expect(courses).toHaveAttribute('aria-expanded', 'false');

    await user.click(courses);
    expect(courses).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('School classes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /CA Foundation/ })).toBeInTheDocument();

    await user.click(videos);
    expect(videos).toHaveAttribute('aria-expanded', 'true');
    expect(courses).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /CA Foundation/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: /Emergency/ })).toBeInTheDocument();

    // Clicking the open entry again collapses it.
    await user.click(videos);
    expect(videos).toHaveAttribute('aria-expanded', 'false');
  });

  it('resets the expanded entry when closed and reopened', async () => {
    const { user } = renderMobileNav();
    await user.click(toggle());
    await user.click(await screen.findByRole('button', { name: 'NCERT' }));
    expect(screen.getByRole('button', { name: 'NCERT' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'NCERT' })).not.toBeInTheDocument(),
    );
    await user.click(toggle());
    expect(await screen.findByRole('button', { name: 'NCERT' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('navigates and closes from a sub-item or a direct link', async () => {
    const { user, router } = renderMobileNav();
    await user.click(toggle());
    await user.click(await screen.findByRole('button', { name: 'Courses' }));
    await user.click(screen.getByRole('link', { name: /Class 9–10/ }));
    expect(router.state.location.pathname).toBe('/courses/class-9-10');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle());
    await user.click(await screen.findByRole('link', { name: 'PYQs' }));
    expect(router.state.location.pathname).toBe('/pyqs');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const { user } = renderMobileNav();
    await user.click(toggle());
    await screen.findByRole('navigation', { name: 'Mobile' });
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument(),
    );
  });
});
