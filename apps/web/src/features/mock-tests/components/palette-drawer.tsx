import { useState, type ComponentProps } from 'react';
import { Trans } from '@lingui/react/macro';
import { LayoutGrid } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { QuestionPalette } from './question-palette';

/**
 * The palette on a phone: a button in the test bar opens it as a panel from the side, and
 * choosing a question closes it. Laptops show the palette beside the question instead.
 */
export function PaletteDrawer({
  answered,
  onSelect,
  ...palette
}: ComponentProps<typeof QuestionPalette> & { answered: number }) {
  const [isOpen, setOpen] = useState(false);
  const total = palette.items.length;
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="h-9 px-3 sm:h-10 sm:px-4 lg:hidden">
          <LayoutGrid aria-hidden="true" />
          <Trans>
            Questions{' '}
            <span className="text-muted-foreground">
              {answered}/{total}
              <span className="sr-only"> answered</span>
            </span>
          </Trans>
        </Button>
      </DialogTrigger>
      <DialogContent
        aria-describedby={undefined}
        className="top-0 right-0 left-auto h-dvh max-h-dvh w-[min(22rem,calc(100%-2rem))] translate-x-0 translate-y-0 content-start overflow-y-auto rounded-none rounded-l-lg p-4 pt-5"
      >
        <DialogTitle>
          <Trans>Questions</Trans>
        </DialogTitle>
        <QuestionPalette
          {...palette}
          onSelect={(index) => {
            setOpen(false);
            onSelect(index);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
