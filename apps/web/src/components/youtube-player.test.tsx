import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithI18n } from '@/testing/i18n';
import { PlayerSilentHint, useVideoLoad, VideoUnavailable } from './video-unavailable';
import { PLAYER_ORIGIN, PLAYER_SILENCE_MS, YoutubePlayer } from './youtube-player';

/** A video's box as the players have it: the player, the panel when it fails, the hint. */
function Video() {
  const video = useVideoLoad();
  if (video.failed) return <VideoUnavailable reason={video.reason} onRetry={video.retry} />;
  return (
    <>
      <YoutubePlayer videoId="Nm9qW1eRtYu" title="Charges" video={video} />
      {video.silent && <PlayerSilentHint onRetry={video.retry} />}
    </>
  );
}

const frame = () => screen.getByTitle<HTMLIFrameElement>('Charges');

/** A message from the player in the frame, as YouTube's posts it. */
function playerSays(event: object, { origin = PLAYER_ORIGIN, from = frame().contentWindow } = {}) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data: JSON.stringify(event), origin, source: from }),
    );
  });
}

afterEach(() => vi.useRealTimers());

describe('YoutubePlayer', () => {
  it("loads YouTube's player with its API on, and asks it to talk until it answers", () => {
    vi.useFakeTimers();
    render(<Video />, { wrapper: WithI18n });
    const src = new URL(frame().src);
    expect(src.origin + src.pathname).toBe(`${PLAYER_ORIGIN}/embed/Nm9qW1eRtYu`);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      autoplay: '1',
      enablejsapi: '1',
      origin: location.origin,
    });
    const posted = vi.spyOn(frame().contentWindow!, 'postMessage');
    act(() => vi.advanceTimersByTime(1000));
    expect(posted).toHaveBeenCalledWith(
      JSON.stringify({ event: 'listening', channel: 'widget' }),
      '*',
    );
    playerSays({ event: 'onReady', info: null });
    posted.mockClear();
    act(() => vi.advanceTimersByTime(PLAYER_SILENCE_MS));
    expect(posted).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the panel when YouTube says it cannot play the video, and Retry loads it again', async () => {
    render(<Video />, { wrapper: WithI18n });
    const first = frame();
    // Another frame's word, or another origin's, is not the player's.
    playerSays({ event: 'onError', info: 150 }, { origin: 'https://evil.example' });
    playerSays({ event: 'onError', info: 150 }, { from: window });
    expect(screen.queryByRole('alert')).toBeNull();
    playerSays({ event: 'onError', info: 150 });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'YouTube cannot play this video here. Please tell the academy.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(frame()).not.toBe(first);
  });

  it('offers to load a player that never answers again, and keeps it meanwhile', () => {
    vi.useFakeTimers();
    render(<Video />, { wrapper: WithI18n });
    act(() => vi.advanceTimersByTime(PLAYER_SILENCE_MS - 1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Video not showing? Check your connection, then try again.',
    );
    const first = frame();
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(screen.queryByRole('status')).toBeNull();
    expect(frame()).not.toBe(first);
    // A late answer takes the hint away.
    act(() => vi.advanceTimersByTime(PLAYER_SILENCE_MS));
    expect(screen.getByRole('status')).toBeVisible();
    playerSays({ event: 'onReady', info: null });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
