import { useLingui } from '@lingui/react/macro';
import type { User } from '@academy/contract/auth';
import { useDateFormat } from '@/lib/i18n/formats';
import { genderLabelOf } from '@/lib/i18n/account-labels';
import { classLabelOf, streamLabelOf } from '@/lib/i18n/study-filter-names';

/** The account as the academy knows it; empty details are left out. */
export function ProfileDetails({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const dateFormat = useDateFormat({ dateStyle: 'long' });
  const rows: [string, string | null][] = [
    [t`Phone`, user.phone],
    [t`Email`, user.email],
    [t`School`, user.school],
    [t`Class`, user.class ? classLabelOf(i18n, user.class) : null],
    [t`Stream`, user.stream ? streamLabelOf(i18n, user.stream) : null],
    [t`Gender`, user.gender ? genderLabelOf(i18n, user.gender) : null],
    [t`State`, user.state],
    [t`Member since`, dateFormat.format(new Date(user.createdAt))],
  ];
  return (
    <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
