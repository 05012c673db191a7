import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useFeedUrl, useRenewFeedUrl } from '../api/timetable';

/**
 * The user's private calendar address, to subscribe in Google Calendar or a phone's calendar:
 * asked for only when the user opens it.
 */
export function CalendarFeed() {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const [isCopied, setIsCopied] = useState(false);
  const feed = useFeedUrl(isOpen);
  const renew = useRenewFeedUrl();
  if (!isOpen) {
    return (
      <Button variant="outline" size="sm" onClick={() => setIsOpen(true)} className="w-fit">
        <CalendarPlus aria-hidden="true" /> <Trans>Add to my calendar</Trans>
      </Button>
    );
  }
  const url = feed.data ?? '';
  const renewUrl = async () => {
    try {
      const { message } = await renew.mutateAsync();
      setIsCopied(false);
      if (message) toast.success(message);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t`Could not make a new address`);
    }
  };
  const google = `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(url.replace(/^https?:/, 'webcal:'))}`;
  return (
    <section aria-labelledby="calendar-feed" className="grid gap-2 rounded-lg border p-3">
      <h2 id="calendar-feed" className="font-semibold">
        <Trans>Your calendar address</Trans>
      </h2>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Your calendar app keeps your classes up to date from this private address. Do not share
          it. If someone else has it, get a new link: the old one stops working.
        </Trans>
      </p>
      <Input
        readOnly
        aria-label={t`Calendar address`}
        value={url}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={!url}
          onClick={() => void navigator.clipboard.writeText(url).then(() => setIsCopied(true))}
        >
          {isCopied ? <Trans>Copied</Trans> : <Trans>Copy address</Trans>}
        </Button>
        {url && (
          <Button asChild size="sm" variant="outline">
            <a href={google} target="_blank" rel="noopener noreferrer">
              <Trans>Open in Google Calendar</Trans>
            </a>
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={!url || renew.isPending}
          onClick={() => void renewUrl()}
        >
          <Trans>Get a new link</Trans>
        </Button>
      </div>
    </section>
  );
}
