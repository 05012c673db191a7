import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Lead } from '@academy/contract/admissions';
import { PROGRAM_NAMES } from '@/lib/i18n/program-names';
import { useDateFormat } from '@/lib/i18n/formats';
import { ContactLinks } from './contact-links';
import { STAGE_LABELS } from './lead-labels';

/** A lead on the work list: who, where they are, when to call next, and the buttons to call. */
export function LeadCard({ lead, template }: { lead: Lead; template: string | undefined }) {
  const { i18n } = useLingui();
  const day = useDateFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' });
  const followUp = lead.nextFollowUp ? day.format(new Date(lead.nextFollowUp)) : null;
  return (
    <article className="grid min-w-0 gap-2 rounded-lg border bg-card p-3" aria-label={lead.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="min-w-0 font-semibold break-words">
          <Link
            to={`/leads/${lead.id}`}
            className="text-primary underline-offset-4 hover:underline"
          >
            {lead.name}
          </Link>
        </p>
        <span className="rounded bg-secondary px-2 py-0.5 text-xs">
          {i18n._(STAGE_LABELS[lead.stage])}
        </span>
      </div>
      {lead.program && (
        <p className="text-sm text-muted-foreground">{i18n._(PROGRAM_NAMES[lead.program].label)}</p>
      )}
      {followUp && (
        <p className={lead.overdue ? 'text-sm font-medium text-destructive' : 'text-sm'}>
          {lead.overdue ? (
            <Trans>Overdue: follow up was due {followUp}</Trans>
          ) : (
            <Trans>Follow up {followUp}</Trans>
          )}
        </p>
      )}
      <ContactLinks lead={lead} template={template} />
    </article>
  );
}
