import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';
import { ADMIN_NAV } from './admin-nav-items';

interface AdminNavProps {
  /** Called when an entry is chosen (the drawer closes). */
  onNavigate?: (to: string) => void;
  className?: string;
}

/**
 * The admin areas as grouped links; NavLink marks the current one with `aria-current="page"`.
 * Used twice (sidebar and drawer), so the group headings' ids come from `useId`.
 */
export function AdminNav({ onNavigate, className }: AdminNavProps) {
  const id = useId();
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Admin`} className={className}>
      <ul className="grid gap-4">
        {ADMIN_NAV.map((group, index) => (
          <li key={group.heading.id}>
            {/* Not a heading: the page's own h1 should open the document's outline. */}
            <p
              id={`${id}-${index}`}
              className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {i18n._(group.heading)}
            </p>
            <ul aria-labelledby={`${id}-${index}`} className="grid gap-0.5">
              {group.items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={!item.coversChildren}
                    onClick={() => onNavigate?.(item.to)}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring',
                        isActive && 'bg-accent font-semibold text-accent-foreground',
                      )
                    }
                  >
                    <item.icon aria-hidden="true" className="size-4 shrink-0" />
                    {i18n._(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
