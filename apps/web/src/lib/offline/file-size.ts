import { useCallback } from 'react';
import { useNumberFormat } from '@/lib/i18n/formats';

/** A file's size as a student reads it, in the page's language: "340 kB", "2.4 MB". */
export function useFileSize(): (bytes: number) => string {
  const kilobytes = useNumberFormat({
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  });
  const megabytes = useNumberFormat({ style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  return useCallback(
    (bytes) =>
      bytes < 1_000_000
        ? kilobytes.format(Math.max(1, Math.round(bytes / 1000)))
        : megabytes.format(bytes / 1_000_000),
    [kilobytes, megabytes],
  );
}
