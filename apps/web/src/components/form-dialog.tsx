import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

interface FormDialogProps {
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  submitLabel: string;
  /** Cancel, Escape and the close button all end here. */
  onClose: () => void;
  children: ReactNode;
}

/** A form in a dialog, with Cancel and a submit button that reads 'Saving...' while busy. */
export function FormDialog(props: FormDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      {/* A long form scrolls inside the dialog on a short screen. */}
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>{props.title}</DialogTitle>
        <DialogDescription>{props.description}</DialogDescription>
        <form method="post" onSubmit={props.onSubmit} noValidate className="grid gap-4">
          {props.children}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={props.onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={props.isSubmitting}>
              {props.isSubmitting ? t`Saving...` : props.submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
