import { useEffect, useState } from 'react';

/** How long the mark stays in one place: 20 to 30 seconds, never the same rhythm twice. */
const nextMoveMs = () => 20_000 + Math.random() * 10_000;

/** Somewhere inside the video, clear of its edges (percent from the top and the left). */
const somewhere = () => ({ top: 8 + Math.random() * 72, left: 4 + Math.random() * 56 });

/**
 * The student's name, faint, over a paid course's video: a recording of the screen shows whose
 * account it came from. It moves every 20-30 s so it cannot be cropped or covered in one place.
 * It takes no clicks (the player's controls stay usable) and is hidden from screen readers.
 */
export function OwnerMark({ name }: { name: string }) {
  const [place, setPlace] = useState(somewhere);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const move = () => {
      setPlace(somewhere());
      timer = setTimeout(move, nextMoveMs());
    };
    timer = setTimeout(move, nextMoveMs());
    return () => clearTimeout(timer);
  }, []);
  return (
    <span
      aria-hidden="true"
      data-owner-mark=""
      style={{ top: `${place.top}%`, left: `${place.left}%` }}
      className="pointer-events-none absolute z-10 max-w-[40%] truncate text-sm font-semibold text-white/35 drop-shadow-[0_1px_1px_rgba(0,0,0,0.6)] select-none sm:text-base"
    >
      {name}
    </span>
  );
}
