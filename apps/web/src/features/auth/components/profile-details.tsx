import { classLabel } from '@academy/contract/classes';
import type { User } from '@academy/contract/auth';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' });

/** The account as the academy knows it; empty details are left out. */
export function ProfileDetails({ user }: { user: User }) {
  const rows: [string, string | null][] = [
    ['Phone', user.phone],
    ['Email', user.email],
    ['School', user.school],
    ['Class', user.class ? classLabel(user.class) : null],
    ['Stream', user.stream],
    ['Gender', user.gender],
    ['State', user.state],
    ['Member since', dateFormat.format(new Date(user.createdAt))],
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
