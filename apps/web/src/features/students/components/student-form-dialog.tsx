import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import {
  createStudentSchema,
  updateStudentSchema,
  type StudentRow,
} from '@academy/contract/students';
import { StudentDetailsFields } from '@/components/student-details-fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PhoneField } from '@/components/phone-field';
import { NewPasswordField } from '@/components/new-password-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useCreateStudent } from '../api/create-student';
import { useUpdateStudent } from '../api/update-student';

const FIELDS = [
  'name',
  'phone',
  'password',
  'email',
  'school',
  'class',
  'stream',
  'gender',
] as const;

interface FormValues {
  name: string;
  phone: string;
  password?: string;
  email?: string;
  school: string;
  class: string;
  stream?: string | null;
  gender: string;
}

interface StudentFormDialogProps {
  /** The student to edit; none to add a new one. */
  student?: StudentRow | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add New Student (the registration form) or Edit (profile and phone). */
export function StudentFormDialog({ student, open, onOpenChange }: StudentFormDialogProps) {
  const { t } = useLingui();
  const isEdit = Boolean(student);
  const name = student?.name;
  const create = useCreateStudent();
  const update = useUpdateStudent();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    // Adding asks for a password, editing for an email: one form, two schemas.
    resolver: formResolver(
      (isEdit ? updateStudentSchema : createStudentSchema) as never,
    ) as unknown as Resolver<FormValues>,
    defaultValues: {
      name: student?.name ?? '',
      phone: student?.phone ?? '',
      password: '',
      email: student?.email ?? '',
      school: student?.school ?? '',
      class: student?.classes ?? '',
      stream: student?.stream ?? '',
      gender: student?.gender ?? '',
    },
  });
  const selectedClass = useWatch({ control, name: 'class' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = student
        ? await update.mutateAsync({ id: student.userId, values: values as never })
        : await create.mutateAsync(values as never);
      toast.success(message ?? t`Saved`);
      reset();
      onOpenChange(false);
    } catch (error) {
      showServerFieldErrors(error, setError, FIELDS);
      toast.error(error instanceof ApiError ? error.message : t`Something went wrong.`);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>{isEdit ? t`Edit ${name}` : t`Add new student`}</DialogTitle>
        <DialogDescription>
          {isEdit
            ? t`Change the student’s details or phone number.`
            : t`The student can sign in with this phone number and password.`}
        </DialogDescription>
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="student-name" label={t`Full name`} error={errors.name?.message}>
            {(field) => <Input {...field} {...register('name')} />}
          </FormField>
          <PhoneField
            id="student-phone"
            label={t`Phone number`}
            error={errors.phone?.message}
            autoComplete="off"
            {...register('phone')}
          />
          {isEdit ? (
            <FormField id="student-email" label={t`Email (optional)`} error={errors.email?.message}>
              {(field) => <Input {...field} {...register('email')} type="email" />}
            </FormField>
          ) : (
            <NewPasswordField
              id="student-password"
              label={t`Password`}
              error={errors.password?.message}
              forSomeoneElse
              {...register('password')}
            />
          )}
          <StudentDetailsFields
            idPrefix="student"
            register={register}
            setValue={setValue}
            errors={errors}
            selectedClass={selectedClass}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t`Saving...` : isEdit ? t`Save changes` : t`Add student`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
