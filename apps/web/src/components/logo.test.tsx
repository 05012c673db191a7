import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { GeneralSettings } from '@academy/contract/site-config';
import { Footer } from './footer';
import { Logo } from './logo';

const general = (overrides: Partial<GeneralSettings> = {}): GeneralSettings => ({
  siteName: 'Sharma Classes',
  siteDescription: 'Tuition in Pune',
  siteKeywords: [],
  siteLogo: '',
  siteFavicon: '',
  ...overrides,
});

describe('Logo and footer follow the General settings', () => {
  it('show the built-in icon and "Academy" when nothing is saved', () => {
    render(<Logo general={null} />, { wrapper: MemoryRouter });
    const home = screen.getByRole('link', { name: 'Academy' });
    expect(home).toHaveAttribute('href', '/');
    expect(home.querySelector('img')).toBeNull();

    render(<Footer config={null} />, { wrapper: MemoryRouter });
    expect(screen.getByText(`© ${new Date().getFullYear()} Academy`)).toBeInTheDocument();
  });

  it('show the site name, and the logo with the name as its alt text', () => {
    const logo = 'https://cdn.example.in/logo.png';
    render(<Logo general={general({ siteLogo: logo })} />, { wrapper: MemoryRouter });
    const home = screen.getByRole('link', { name: 'Sharma Classes' });
    expect(screen.getByRole('img', { name: 'Sharma Classes' })).toHaveAttribute('src', logo);
    expect(home).toHaveTextContent('Sharma Classes');

    render(<Footer config={{ general: general(), contact: null, social: null, home: null }} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByText(`© ${new Date().getFullYear()} Sharma Classes`)).toBeInTheDocument();
  });

  it('falls back to the icon when the logo does not load, and never shows a non-web link', () => {
    const { rerender } = render(
      <Logo general={general({ siteLogo: 'https://cdn.example.in/gone.png' })} />,
      { wrapper: MemoryRouter },
    );
    fireEvent.error(screen.getByRole('img', { name: 'Sharma Classes' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sharma Classes' })).toBeInTheDocument();

    rerender(<Logo general={general({ siteLogo: 'javascript:alert(1)' })} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
