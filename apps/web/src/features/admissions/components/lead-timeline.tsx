import { Trans, useLingui } from '@lingui/react/macro';
import { ACADEMY_TIME_ZONE } from '@academy/contract/academy-calendar';
import type { LeadEvent } from '@academy/contract/admissions';
import { useDateFormat } from '@/lib/i18n/formats';
import { STAGE_LABELS } from './lead-labels';

/** The lead's enquiries, notes, calls and stage changes, oldest first. */
export function LeadTimeline({ events }: { events: LeadEvent[] }) {
  const { t, i18n } = useLingui();
  const when = useDateFormat({
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: ACADEMY_TIME_ZONE,
  });
  const what = (event: LeadEvent) => {
    if (event.kind === 'enquiry') return t`Enquiry`;
    if (event.kind === 'call') return t`Call`;
    if (event.kind === 'note') return t`Note`;
    const stage = event.stage ? i18n._(STAGE_LABELS[event.stage]) : '';
    return t`Moved to ${stage}`;
  };
  return (
    <section aria-labelledby="timeline-heading" className="grid gap-3">
      <h2 id="timeline-heading" className="text-lg font-semibold">
        <Trans>Timeline</Trans>
      </h2>
      <ol className="grid gap-3 border-l pl-4">
        {events.map((event) => (
          <li key={event.id} className="grid gap-1">
            <p className="text-sm">
              <span className="font-medium">{what(event)}</span>
              {event.actor && <span className="text-muted-foreground"> · {event.actor.name}</span>}
              <span className="text-muted-foreground">
                {' '}
                · {when.format(new Date(event.createdAt))}
              </span>
            </p>
            {event.text && <p className="break-words whitespace-pre-line">{event.text}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
