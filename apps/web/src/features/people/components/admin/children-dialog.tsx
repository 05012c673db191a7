import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { linkChildSchema, type ChildSummary, type PersonRow } from '@academy/contract/people';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { PhoneField } from '@/components/phone-field';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { classLabelOf } from '@/lib/i18n/study-filter-names';
import { toast } from '@/lib/toast';
import { useLinkChild } from '../../api/link-child';
import { useUnlinkChild } from '../../api/unlink-child';

/** A parent's children: each with Remove, and Link child by the student's phone number. */
export function ChildrenDialog({ parent, onClose }: { parent: PersonRow; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const name = parent.name;
  const [children, setChildren] = useState<ChildSummary[]>(parent.children);
  const link = useLinkChild();
  const unlink = useUnlinkChild();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ phone: string }>({
    resolver: formResolver(linkChildSchema),
    defaultValues: { phone: '' },
  });

  const failed = (error: unknown) =>
    toast.error(error instanceof ApiError ? error.message : t`Something went wrong.`);

  const onLink = handleSubmit(async ({ phone }) => {
    try {
      const { data, message } = await link.mutateAsync({ parentId: parent.userId, phone });
      setChildren(data.children);
      toast.success(message ?? t`Saved`);
      reset();
    } catch (error) {
      showServerFieldErrors(error, setError, ['phone']);
      failed(error);
    }
  });

  const remove = async (child: ChildSummary) => {
    try {
      const { data, message } = await unlink.mutateAsync({
        parentId: parent.userId,
        studentId: child.userId,
      });
      setChildren(data.children);
      toast.success(message ?? t`Saved`);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>
          <Trans>Children of {name}</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>A parent sees the timetable, attendance and results of these children.</Trans>
        </DialogDescription>
        {children.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No children linked yet.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Linked children`} className="grid gap-2">
            {children.map((child) => {
              const childName = child.name;
              return (
                <li
                  key={child.userId}
                  className="flex items-center justify-between gap-3 rounded-md border px-3 py-2"
                >
                  <span>
                    <span className="font-medium">{child.name}</span>
                    {child.class && (
                      <span className="ml-2 text-sm text-muted-foreground">
                        {classLabelOf(i18n, child.class)}
                      </span>
                    )}
                  </span>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={unlink.isPending}
                    aria-label={t`Remove ${childName}`}
                    onClick={() => void remove(child)}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <form method="post" onSubmit={onLink} noValidate className="grid gap-3 border-t pt-4">
          <h3 className="font-semibold">
            <Trans>Link child</Trans>
          </h3>
          <PhoneField
            id="child-phone"
            label={t`Student’s phone number`}
            error={errors.phone?.message}
            autoComplete="off"
            {...register('phone')}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t`Linking...` : t`Link child`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
