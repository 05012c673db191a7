import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { WithI18n } from '@/testing/i18n';
import { COPIED_FOR_MS, CopyPhoneButton } from './copy-phone-button';

const renderButton = (phone: string | null) =>
  render(
    <TooltipProvider>
      <CopyPhoneButton phone={phone} />
    </TooltipProvider>,
    { wrapper: WithI18n },
  );

describe('CopyPhoneButton', () => {
  afterEach(() => vi.useRealTimers());

  it('shows N/A when there is no phone', () => {
    renderButton(null);
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('copies the number and says "Copied!" for exactly 4 seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderButton('+919876543210');

    await act(async () => screen.getByRole('button', { name: 'Copy phone number' }).click());
    expect(writeText).toHaveBeenCalledWith('+919876543210');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(COPIED_FOR_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy phone number' })).toBeInTheDocument();
    expect(COPIED_FOR_MS).toBe(4000);
  });
});
