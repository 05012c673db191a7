import type { Enquiry } from '@academy/contract/contact';
import { cn } from '@/lib/utils';

type Delivery = Enquiry['deliveries'][number];

const CHANNEL_LABEL = { email: 'Email', telegram: 'Telegram' } as const;

function describe({ status, attempts, lastError }: Delivery): string {
  switch (status) {
    case 'sent':
      return 'sent';
    case 'skipped':
      return 'not configured';
    case 'failed':
      return `failed: ${lastError ?? 'unknown error'}`;
    default:
      return attempts > 0
        ? `retrying (attempt ${attempts}${lastError ? `: ${lastError}` : ''})`
        : 'pending';
  }
}

/** How one notice about an enquiry went, per channel. */
export function DeliveryBadge({ delivery }: { delivery: Delivery }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full border px-2 py-0.5 text-xs',
        delivery.status === 'sent' && 'border-primary/40 text-primary',
        delivery.status === 'failed' && 'border-destructive/50 text-destructive',
        (delivery.status === 'pending' || delivery.status === 'skipped') && 'text-muted-foreground',
      )}
    >
      {CHANNEL_LABEL[delivery.channel]}: {describe(delivery)}
    </span>
  );
}
