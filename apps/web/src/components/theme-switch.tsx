import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Monitor, Moon, Sun } from 'lucide-react';
import type { Theme } from '@/lib/theme';
import { cn } from '@/lib/utils';
import { useTheme } from './theme-provider';

const OPTIONS: { value: Theme; label: MessageDescriptor; icon: typeof Sun }[] = [
  { value: 'light', label: msg`Light theme`, icon: Sun },
  { value: 'dark', label: msg`Dark theme`, icon: Moon },
  { value: 'system', label: msg`System theme`, icon: Monitor },
];

/** Three pressed-state buttons: every choice is visible and one tap away. */
export function ThemeSwitch({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const { t } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Theme`}
      className={cn('inline-flex items-center rounded-full border p-0.5', className)}
    >
      {OPTIONS.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={theme === value}
          aria-label={t(label)}
          title={t(label)}
          onClick={() => setTheme(value)}
          className={cn(
            'inline-flex size-8 items-center justify-center rounded-full text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
            theme === value && 'bg-accent text-accent-foreground',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </div>
  );
}
