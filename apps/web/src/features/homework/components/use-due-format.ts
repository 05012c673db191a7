import { ACADEMY_TIME_ZONE } from '@academy/contract/academy-calendar';
import { useDateFormat } from '@/lib/i18n/formats';

/** A due time as the academy keeps it, in India: "2 Dec, 5:00 pm". */
export const useDueFormat = () =>
  useDateFormat({
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: ACADEMY_TIME_ZONE,
  });
