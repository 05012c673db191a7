import type { ComponentProps } from 'react';
import { Tooltip as Primitive } from 'radix-ui';
import { cn } from '@/lib/utils';

/** Product §4.5: tooltips open at once; moving between them within 300 ms skips the delay too. */
export function TooltipProvider(props: ComponentProps<typeof Primitive.Provider>) {
  return <Primitive.Provider delayDuration={0} skipDelayDuration={300} {...props} />;
}

export const Tooltip = Primitive.Root;
export const TooltipTrigger = Primitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 4,
  ...props
}: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow',
          className,
        )}
        {...props}
      />
    </Primitive.Portal>
  );
}
