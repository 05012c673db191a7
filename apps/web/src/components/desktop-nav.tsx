import { Suspense, lazy, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { cn } from '@/lib/utils';
import { NAV_ENTRIES, type NavEntry } from './nav-items';

const topLevel =
  'inline-flex h-9 items-center gap-1 rounded-md px-2.5 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring xl:px-3';

/** An open sub-menu's links and their icons: code a phone, which never shows them, never loads. */
const SubMenuLinks = lazy(() => import('./desktop-nav-links'));
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
  const columns = entry.columns ?? [];
  const panelId = `nav-submenu-${index}`;
  // Each ArrowDown asks the links (once they are there) to focus the first of them.
  const [focusRequest, setFocusRequest] = useState(0);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      onClose();
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      onOpen();
      setFocusRequest((request) => request + 1);
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
        id={panelId}
        hidden={!isOpen}
        className="absolute top-full left-0 z-50 pt-2 motion-safe:animate-fade-in"
      >
        {/* Built when it opens: a phone's page neither renders nor hydrates some 200 hidden
            elements of a menu it never shows. */}
        {isOpen && (
          <Suspense fallback={null}>
            <SubMenuLinks columns={columns} focusRequest={focusRequest} onNavigate={onClose} />
          </Suspense>
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
