import { PROGRAMS } from '@academy/contract/programs';

export const programLabel = (slug: string) => PROGRAMS.find((p) => p.slug === slug)?.label ?? slug;

/** Marks as people write them: 4, 2.5, −0.25, 0.33. */
export const formatMarks = (value: number) => {
  const rounded = Math.round(value * 100) / 100;
  return rounded < 0 ? `−${Math.abs(rounded)}` : String(rounded);
};

/** mm:ss, or h:mm:ss past an hour. */
export function formatClock(totalSeconds: number) {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0
    ? `${h}:${String(m).padStart(2, '0')}:${sec}`
    : `${String(m).padStart(2, '0')}:${sec}`;
}
