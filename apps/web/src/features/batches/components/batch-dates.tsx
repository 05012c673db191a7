import { useDateFormat } from '@/lib/i18n/formats';

/** A batch's term, "1 Jun 2026 – 31 Mar 2027", in the page's language. */
export function useTermFormat() {
  const format = useDateFormat({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (start: string, end: string) =>
    `${format.format(new Date(start))} – ${format.format(new Date(end))}`;
}
