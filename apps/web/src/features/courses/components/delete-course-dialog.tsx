import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import { COURSE_MESSAGES } from '@academy/contract/course-display';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { useDeleteCourse } from '../api/delete-course';

interface DeleteCourseDialogProps {
  course: { _id: string; title: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Cancel or Escape keeps the course; Confirm deletes it (or archives it if it has students). */
export function DeleteCourseDialog({ course, onClose, onDeleted }: DeleteCourseDialogProps) {
  const remove = useDeleteCourse();
  const { t } = useLingui();
  const title = course?.title;
  const confirm = () => {
    if (!course) return;
    remove.mutate(course._id, {
      onSuccess: ({ archived, message }) => {
        // Archiving is not what the admin asked for, so the server's words explain it.
        toast.success(archived ? (message ?? COURSE_MESSAGES.archived) : COURSE_MESSAGES.deleted);
        onClose();
        onDeleted?.();
      },
      onError: () => toast.error(COURSE_MESSAGES.deleteFailed),
    });
  };
  return (
    <Dialog open={course !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>
          <Trans>Delete this course?</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            “{title}” will be removed from the catalogue. Students who are enrolled keep access to
            it.
          </Trans>
        </DialogDescription>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t`Deleting...` : t`Confirm`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
