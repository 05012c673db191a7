import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OwnerMark } from './owner-mark';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the name mark over a paid video', () => {
  it('moves to a new place within 30 seconds, and again after that', async () => {
    vi.useFakeTimers();
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    render(<OwnerMark name="Ravi Kumar" />);
    const mark = screen.getByText('Ravi Kumar');
    expect(mark.style.top).toBe('8%');
    expect(mark.style.left).toBe('4%');

    random.mockReturnValue(0.5);
    // Not before 20 seconds ...
    await act(() => vi.advanceTimersByTimeAsync(19_000));
    expect(mark.style.top).toBe('8%');
    // ... and by 30 (with Math.random at 0.5, the first move comes at 25 s).
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(mark.style.top).toBe('44%');
    expect(mark.style.left).toBe('32%');

    random.mockReturnValue(1);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(mark.style.top).toBe('80%');
  });
});
