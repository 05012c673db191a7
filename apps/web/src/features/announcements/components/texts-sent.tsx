import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TextKind } from '@academy/contract/announcements';
import { formatCount } from '@academy/contract/indian-numbers';
import { LoadError } from '@/components/load-error';
import { useDateFormat } from '@/lib/i18n/formats';
import { useTextsSent } from '../api/count-texts-sent';

const KIND_LABELS: Record<TextKind, MessageDescriptor> = {
  fee: msg`Fee reminders`,
  welcome: msg`Welcomes`,
  notice: msg`Announcements`,
  digest: msg`Weekly digests`,
  result: msg`Test results`,
  doubt: msg`Doubt answers`,
  homework: msg`Homework returned`,
};

/** The admin's count of texts sent this month, by kind: what the SMS provider will bill. */
export function TextsSent() {
  const { i18n } = useLingui();
  const sent = useTextsSent();
  const monthName = useDateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });
  if (sent.isError) return <LoadError error={sent.error} />;
  if (!sent.data) return null;
  const month = monthName.format(new Date(`${sent.data.month}-01T00:00:00Z`));
  return (
    <section aria-labelledby="texts-sent-heading">
      <h2 id="texts-sent-heading" className="text-sm font-medium text-muted-foreground">
        <Trans>Texts sent in {month}</Trans>
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {sent.data.kinds.map(({ kind, sent: count }) => (
          <div key={kind} className="rounded-lg border bg-card p-3">
            <dt className="text-sm text-muted-foreground">{i18n._(KIND_LABELS[kind])}</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums">{formatCount(count)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
