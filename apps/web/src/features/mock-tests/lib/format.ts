import { useCallback } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { PROGRAMS, type ProgramSlug } from '@academy/contract/programs';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';

/** A program's name in English, as the admin's screens show it. */
export const programLabel = (slug: string) => PROGRAMS.find((p) => p.slug === slug)?.label ?? slug;

/** A program's name in the page's language; an unknown slug as it came. */
export function useProgramLabel(): (slug: string) => string {
  const { i18n } = useLingui();
  return useCallback(
    (slug: string) => {
      const names = Object.prototype.hasOwnProperty.call(PROGRAM_NAMES, slug)
        ? PROGRAM_NAMES[slug as ProgramSlug]
        : undefined;
      return names ? i18n._(names.label) : slug;
    },
    [i18n],
  );
}

/** Time taken in the page's language: "1 h 05 min", "12 min 08 s", "40 s". */
export function useFormatDuration(): (totalSeconds: number) => string {
  const { i18n } = useLingui();
  return useCallback(
    (totalSeconds: number) => {
      const s = Math.max(0, Math.round(totalSeconds));
      const hours = Math.floor(s / 3600);
      const m = Math.floor((s % 3600) / 60);
      const sec = s % 60;
      const minutes = String(m).padStart(2, '0');
      const seconds = String(sec).padStart(2, '0');
      if (hours > 0) return i18n._(msg`${hours} h ${minutes} min`);
      if (m > 0) return i18n._(msg`${m} min ${seconds} s`);
      return i18n._(msg`${sec} s`);
    },
    [i18n],
  );
}

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
