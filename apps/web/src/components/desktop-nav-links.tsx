import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react';
import { cn } from '@/lib/utils';
import { NAV_ICONS } from './nav-icons';
import type { NavColumn } from './nav-items';

const GRID_COLUMNS = ['grid-cols-1 w-72', 'grid-cols-2 w-[34rem]', 'grid-cols-3 w-[48rem]'];

/** An open sub-menu of the desktop menu (desktop-nav.tsx): its columns of links. */
export default function DesktopNavLinks({
  columns,
  focusRequest,
  onNavigate,
}: {
  columns: NavColumn[];
  /** Focuses the first link whenever it changes from 0 (ArrowDown on the menu's button). */
  focusRequest: number;
  onNavigate: () => void;
}) {
  const { i18n } = useLingui();
  const panelRef = useRef<HTMLDivElement>(null);
  const showHeadings = columns.length > 1;

  useEffect(() => {
    if (focusRequest > 0) panelRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [focusRequest]);

  return (
    <div
      ref={panelRef}
      className={cn(
        'grid gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-xl',
        GRID_COLUMNS[Math.min(columns.length, 3) - 1],
      )}
    >
      {columns.map((column, columnIndex) => (
        <div key={column.heading?.id ?? columnIndex}>
          {showHeadings && column.heading && (
            <p className="mb-2 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {i18n._(column.heading)}
            </p>
          )}
          <ul className="grid gap-1">
            {column.items.map((item) => {
              const Icon = NAV_ICONS[item.link];
              return (
                <li key={item.link}>
                  <Link
                    to={item.link || '#'}
                    onClick={onNavigate}
                    className="flex gap-3 rounded-md p-2 transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {Icon && (
                      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                    )}
                    <span>
                      <span className="block text-sm font-medium">{i18n._(item.name)}</span>
                      <span className="block text-sm text-muted-foreground">
                        {i18n._(item.desc)}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
