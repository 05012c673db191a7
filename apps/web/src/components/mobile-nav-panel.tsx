import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AnimatePresence, LazyMotion, domAnimation, m, useReducedMotion } from 'motion/react';
import { ChevronDown } from 'lucide-react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { cn } from '@/lib/utils';
import { NAV_ICONS } from './nav-icons';
import { NAV_ENTRIES, type NavEntry } from './nav-items';
import { InstallAppButton } from '@/components/offline/install-app-button';

interface MobileNavPanelProps {
  open: boolean;
  onClose: (reason: 'navigate' | 'escape') => void;
  /** Extra content under the entries (account links, theme switch). */
  footer?: ReactNode;
}

const rowClass =
  'flex w-full items-center justify-between rounded-md px-3 py-3 text-left text-base font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring';

function Entries({ onNavigate }: { onNavigate: () => void }) {
  const { i18n } = useLingui();
  // Mounted only while the panel is open, so opening or closing resets the expanded entry.
  const [expanded, setExpanded] = useState<string | null>(null);
  const reduceMotion = useReducedMotion();

  return (
    <ul className="grid gap-1">
      {NAV_ENTRIES.map((entry: NavEntry, index) => {
        if (!entry.columns) {
          return (
            <li key={entry.name.id}>
              <Link to={entry.link || '/'} className={rowClass} onClick={onNavigate}>
                {i18n._(entry.name)}
              </Link>
            </li>
          );
        }
        const isOpen = expanded === entry.name.id;
        const listId = `mobile-submenu-${index}`;
        return (
          <li key={entry.name.id}>
            <button
              type="button"
              className={rowClass}
              aria-expanded={isOpen}
              aria-controls={listId}
              onClick={() => setExpanded(isOpen ? null : entry.name.id)}
            >
              {i18n._(entry.name)}
              <ChevronDown
                aria-hidden="true"
                className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
              />
            </button>
            <AnimatePresence initial={false}>
              {isOpen && (
                <m.div
                  id={listId}
                  key="submenu"
                  className="overflow-hidden"
                  initial={{ height: 0, opacity: 0 }}
                  animate={{
                    height: 'auto',
                    opacity: 1,
                    transition: { duration: reduceMotion ? 0 : 0.3 },
                  }}
                  exit={{ height: 0, opacity: 0, transition: { duration: reduceMotion ? 0 : 0.2 } }}
                >
                  {entry.columns.map((column, columnIndex) => (
                    <div key={column.heading?.id ?? columnIndex} className="pb-2 pl-3">
                      {entry.columns!.length > 1 && column.heading && (
                        <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                          {i18n._(column.heading)}
                        </p>
                      )}
                      <ul>
                        {column.items.map((item) => {
                          const Icon = NAV_ICONS[item.link];
                          return (
                            <li key={item.link}>
                              <Link
                                to={item.link || '#'}
                                onClick={onNavigate}
                                className="flex items-center gap-3 rounded-md px-3 py-2 hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
                              >
                                {Icon && (
                                  <Icon aria-hidden="true" className="size-5 text-primary" />
                                )}
                                <span>
                                  <span className="block text-sm font-medium">
                                    {i18n._(item.name)}
                                  </span>
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
                </m.div>
              )}
            </AnimatePresence>
          </li>
        );
      })}
    </ul>
  );
}

/** The slide-in menu under the 4rem header, below the lg breakpoint. Loaded on first open. */
export default function MobileNavPanel({ open, onClose, footer }: MobileNavPanelProps) {
  const { t } = useLinguiMacro();
  const reduceMotion = useReducedMotion();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose('escape');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  return (
    <LazyMotion features={domAnimation} strict>
      <AnimatePresence>
        {open && (
          <m.nav
            key="panel"
            aria-label={t`Mobile`}
            className="absolute inset-x-0 top-full z-40 h-[calc(100dvh-4rem)] overflow-y-auto border-t bg-background px-4 pt-4 pb-8 shadow-xl lg:hidden"
            initial={{ x: '100%' }}
            animate={{ x: 0 }}
            exit={{ x: '100%' }}
            transition={
              reduceMotion ? { duration: 0 } : { type: 'spring', stiffness: 300, damping: 30 }
            }
          >
            <Entries onNavigate={() => onClose('navigate')} />
            {footer && <div className="mt-6 border-t pt-6">{footer}</div>}
            <InstallAppButton className="mt-6 w-full" />
          </m.nav>
        )}
      </AnimatePresence>
    </LazyMotion>
  );
}
