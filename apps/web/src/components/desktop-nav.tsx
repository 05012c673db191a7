import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { cn } from '@/lib/utils';
import { NAV_ENTRIES, type NavEntry } from './nav-items';

const topLevel =
  'inline-flex h-9 items-center gap-1 rounded-md px-2.5 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring xl:px-3';

const GRID_COLUMNS = ['grid-cols-1 w-72', 'grid-cols-2 w-[34rem]', 'grid-cols-3 w-[48rem]'];
const CLOSE_DELAY_MS = 150;

interface SubMenuProps {
  entry: NavEntry;
  index: number;
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onHoverEnd: () => void;
}

function SubMenu({ entry, index, isOpen, onOpen, onClose, onHoverEnd }: SubMenuProps) {
  const { i18n } = useLingui();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const columns = entry.columns ?? [];
  const showHeadings = columns.length > 1;
  const panelId = `nav-submenu-${index}`;

  const focusFirstLink = () =>
    requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>('a')?.focus());

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      onClose();
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      onOpen();
      focusFirstLink();
    }
  };

  return (
    <li className="relative" onMouseEnter={onOpen} onMouseLeave={onHoverEnd} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={cn(topLevel, isOpen && 'bg-accent text-accent-foreground')}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => (isOpen ? onClose() : onOpen())}
      >
        {i18n._(entry.name)}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-3.5 transition-transform duration-300', isOpen && 'rotate-180')}
        />
      </button>
      {/* pt-2 instead of a margin keeps the pointer inside the item on its way to the panel. */}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!isOpen}
        className="absolute top-full left-0 z-50 pt-2 motion-safe:animate-fade-in"
      >
        {/* Built when it opens: a phone's page neither renders nor hydrates some 200 hidden
            elements of a menu it never shows. */}
        {isOpen && (
          <div
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
                  {column.items.map((item) => (
                    <li key={item.link}>
                      <Link
                        to={item.link || '#'}
                        onClick={onClose}
                        className="flex gap-3 rounded-md p-2 transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        <item.icon
                          aria-hidden="true"
                          className="mt-0.5 size-5 shrink-0 text-primary"
                        />
                        <span>
                          <span className="block text-sm font-medium">{i18n._(item.name)}</span>
                          <span className="block text-sm text-muted-foreground">
                            {i18n._(item.desc)}
                          </span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * Desktop main navigation (lg and up), the disclosure pattern: a sub-menu opens on hover, on
 * click, Enter or Space, and with ArrowDown (which also moves focus into it); Escape, a click
 * outside, focus leaving the menu or a navigation closes it.
 */
export function DesktopNav() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<{ name: string; on: string } | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const openName = open?.on === pathname ? open.name : null;

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const openMenu = (name: string) => {
    cancelClose();
    setOpen({ name, on: pathname });
  };
  const closeMenu = () => {
    cancelClose();
    setOpen(null);
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(null), CLOSE_DELAY_MS);
  };

  useEffect(() => {
    if (!openName) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openName]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  return (
    <nav
      ref={navRef}
      aria-label={i18n._(msg`Main`)}
      className="hidden lg:block"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeMenu();
      }}
    >
      <ul className="flex items-center gap-0.5">
        {NAV_ENTRIES.map((entry, index) =>
          entry.columns ? (
            <SubMenu
              key={entry.name.id}
              entry={entry}
              index={index}
              isOpen={openName === entry.name.id}
              onOpen={() => openMenu(entry.name.id)}
              onClose={closeMenu}
              onHoverEnd={closeSoon}
            />
          ) : (
            <li key={entry.name.id}>
              <NavLink
                to={entry.link || '/'}
                className={({ isActive }) => cn(topLevel, isActive && 'text-primary')}
              >
                {i18n._(entry.name)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
