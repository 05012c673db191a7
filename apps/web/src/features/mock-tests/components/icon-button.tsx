import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** An icon-only button of the test editor (move, remove), named by its label and tooltip. */
export function IconButton({
  label,
  children,
  ...props
}: { label: string; children: ReactNode } & Omit<ComponentProps<'button'>, 'children'>) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} title={label} {...props}>
      <span aria-hidden="true" className="contents">
        {children}
      </span>
    </Button>
  );
}
