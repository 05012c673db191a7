import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PersonRow } from '@academy/contract/people';
import { Table } from '@/components/ui/table';
import { TableHead } from '@/components/ui/table-head';
import { useMediaQuery } from '@/lib/use-media-query';
import { PersonActionsMenu, type PersonAction } from './person-actions-menu';

/** Tailwind's `md` breakpoint: a table from here up, cards below. */
const MEDIUM_AND_UP = '(min-width: 48rem)';

interface PeopleListProps {
  rows: PersonRow[];
  /** Parents: a column with their children's names. */
  showsChildren: boolean;
  onAction: (action: PersonAction, person: PersonRow) => void;
}

function SuspendedBadge() {
  return (
    <span className="ml-2 rounded-full bg-destructive/15 px-2 py-0.5 text-xs font-semibold text-destructive">
      <Trans>Suspended</Trans>
    </span>
  );
}

const childNames = (person: PersonRow) => person.children.map((c) => c.name).join(', ');

/** Teachers or parents: a card each on a phone, a table on a wider screen. */
export function PeopleList({ rows, showsChildren, onAction }: PeopleListProps) {
  const { t } = useLingui();
  const isMediumUp = useMediaQuery(MEDIUM_AND_UP);
  const none: ReactNode = <Trans>None yet</Trans>;

  if (rows.length === 0) {
    return (
      <p className="py-10 text-center text-muted-foreground">
        <Trans>No results.</Trans>
      </p>
    );
  }

  if (!isMediumUp) {
    return (
      <ul className="grid gap-3" aria-label={showsChildren ? t`Parents` : t`Teachers`}>
        {rows.map((person) => (
          <li key={person.userId} className="rounded-lg border p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold">
                  {person.name}
                  {person.status === 'suspended' && <SuspendedBadge />}
                </p>
                <p className="text-sm text-muted-foreground">{person.phone ?? '—'}</p>
                {person.email && (
                  <p className="truncate text-sm text-muted-foreground">{person.email}</p>
                )}
              </div>
              <PersonActionsMenu person={person} onAction={onAction} />
            </div>
            {showsChildren && (
              <p className="mt-2 text-sm">
                <span className="font-medium">
                  <Trans>Children:</Trans>
                </span>{' '}
                {person.children.length ? childNames(person) : none}
              </p>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Table caption={showsChildren ? t`Parents` : t`Teachers`}>
      <TableHead
        columns={[
          { label: t`Name` },
          { label: t`Phone` },
          { label: t`Email` },
          ...(showsChildren ? [{ label: t`Children` }] : []),
        ]}
        actions
      />
      <tbody>
        {rows.map((person) => (
          <tr key={person.userId} className="border-t">
            <th scope="row" className="px-4 py-2 font-medium">
              {person.name}
              {person.status === 'suspended' && <SuspendedBadge />}
            </th>
            <td className="px-4 py-2">{person.phone ?? '—'}</td>
            <td className="px-4 py-2">{person.email ?? '—'}</td>
            {showsChildren && (
              <td className="px-4 py-2">{person.children.length ? childNames(person) : none}</td>
            )}
            <td className="px-4 py-2 text-right">
              <PersonActionsMenu person={person} onAction={onAction} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
