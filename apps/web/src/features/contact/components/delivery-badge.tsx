import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Enquiry } from '@academy/contract/contact';
import { cn } from '@/lib/utils';

type Delivery = Enquiry['deliveries'][number];

const CHANNEL_LABEL = { email: msg`Email`, telegram: msg`Telegram` } as const;

function describe(i18n: I18n, { status, attempts, lastError }: Delivery): string {
  switch (status) {
    case 'sent':
      return i18n._(msg`sent`);
    case 'skipped':
      return i18n._(msg`not configured`);
    case 'failed': {
      const reason = lastError ?? i18n._(msg`unknown error`);
      return i18n._(msg`failed: ${reason}`);
    }
    default:
      if (attempts === 0) return i18n._(msg`pending`);
      if (!lastError) return i18n._(msg`retrying (attempt ${attempts})`);
      return i18n._(msg`retrying (attempt ${attempts}: ${lastError})`);
  }
}

/** How one notice about an enquiry went, per channel. */
export function DeliveryBadge({ delivery }: { delivery: Delivery }) {
  const { i18n } = useLingui();
  return (
    <span
      className={cn(
        'inline-flex rounded-full border px-2 py-0.5 text-xs',
        delivery.status === 'sent' && 'border-primary/40 text-primary',
        delivery.status === 'failed' && 'border-destructive/50 text-destructive',
        (delivery.status === 'pending' || delivery.status === 'skipped') && 'text-muted-foreground',
      )}
    >
      {i18n._(CHANNEL_LABEL[delivery.channel])}: {describe(i18n, delivery)}
    </span>
  );
}
