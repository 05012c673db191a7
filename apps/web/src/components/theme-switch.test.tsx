import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WithI18n } from '@/testing/i18n';
import { setSystemDark } from '@/testing/media';
import { ThemeProvider } from './theme-provider';
import { ThemeSwitch } from './theme-switch';

const renderSwitch = () =>
  render(
    <ThemeProvider>
      <ThemeSwitch />
    </ThemeProvider>,
    { wrapper: WithI18n },
  );

describe('ThemeSwitch', () => {
  it('defaults to system and follows the operating system live', () => {
    renderSwitch();
    expect(screen.getByRole('button', { name: 'System theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(document.documentElement).not.toHaveClass('dark');

    setSystemDark(true);
    expect(document.documentElement).toHaveClass('dark');
    setSystemDark(false);
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('stores the choice under academy-theme and applies the class', async () => {
    const user = userEvent.setup();
    renderSwitch();

    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(localStorage.getItem('academy-theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // An explicit choice ignores the operating system.
    setSystemDark(false);
    expect(document.documentElement).toHaveClass('dark');

    await user.click(screen.getByRole('button', { name: 'Light theme' }));
    expect(localStorage.getItem('academy-theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('starts from the stored choice', () => {
    localStorage.setItem('academy-theme', 'dark');
    renderSwitch();
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(document.documentElement).toHaveClass('dark');
  });
});
