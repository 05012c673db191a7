import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface TableColumn {
  label: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** A column the list sorts by: the order now, and what a click on its heading does. */
  sort?: { order: 'ascending' | 'descending' | 'none'; onToggle: () => void };
}

interface TableHeadProps {
  columns: TableColumn[];
  /** A last column of buttons or a menu: its heading is for screen readers only. */
  actions?: boolean;
}

/** The heading row of an admin list's table, with `aria-sort` on the column it sorts by. */
export function TableHead({ columns, actions = false }: TableHeadProps) {
  const { t } = useLingui();
  const headingClass = 'px-4 py-3 font-medium whitespace-nowrap';
  return (
    <thead className="bg-muted/60 text-muted-foreground">
      <tr>
        {columns.map(({ label, numeric, sort }) => (
          <th
            key={label}
            scope="col"
            aria-sort={sort?.order}
            className={cn(headingClass, numeric && 'text-right')}
          >
            {sort ? (
              <button
                type="button"
                onClick={sort.onToggle}
                className="inline-flex items-center gap-1 rounded hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                {label}
                {sort.order === 'descending' ? (
                  <ArrowDown aria-hidden="true" className="size-4" />
                ) : (
                  <ArrowUp
                    aria-hidden="true"
                    className={cn('size-4', sort.order === 'none' && 'opacity-40')}
                  />
                )}
              </button>
            ) : (
              label
            )}
          </th>
        ))}
        {actions && (
          <th scope="col" className={headingClass}>
            <span className="sr-only">{t`Actions`}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
