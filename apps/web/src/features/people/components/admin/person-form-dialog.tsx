import { useLingui } from '@lingui/react/macro';
import { useForm, type Resolver } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import {
  createPersonSchema,
  updatePersonSchema,
  type PersonRole,
  type PersonRow,
} from '@academy/contract/people';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { PhoneField } from '@/components/phone-field';
import { NewPasswordField } from '@/components/new-password-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCreatePerson } from '../../api/create-person';
import { useUpdatePerson } from '../../api/update-person';

const FIELDS = ['name', 'phone', 'email', 'password'] as const;

interface FormValues {
  role: PersonRole;
  name: string;
  phone: string;
  email: string;
  password?: string;
}

interface PersonFormDialogProps {
  role: PersonRole;
  /** The account to edit; none to add a new one. */
  person?: PersonRow | undefined;
  onClose: () => void;
}

/** Add teacher / Add parent (with a password), or Edit (name, phone, email). */
export function PersonFormDialog({ role, person, onClose }: PersonFormDialogProps) {
  const { t } = useLingui();
  const create = useCreatePerson();
  const update = useUpdatePerson();
  const name = person?.name;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    // Adding asks for a password, editing does not: one form, two schemas.
    resolver: formResolver(
      (person ? updatePersonSchema : createPersonSchema) as never,
    ) as unknown as Resolver<FormValues>,
    defaultValues: {
      role,
      name: person?.name ?? '',
      phone: person?.phone ?? '',
      email: person?.email ?? '',
      password: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = person
        ? await update.mutateAsync({ id: person.userId, values: values as never })
        : await create.mutateAsync(values as never);
      toast.success(message ?? t`Saved`);
      onClose();
    } catch (error) {
      showServerFieldErrors(error, setError, FIELDS);
      toast.error(error instanceof ApiError ? error.message : t`Something went wrong.`);
    }
  });

  const title = person ? t`Edit ${name}` : role === 'teacher' ? t`Add teacher` : t`Add parent`;
  return (
    <FormDialog
      title={title}
      description={
        person
          ? t`Change the name, phone number or email.`
          : t`They can sign in with this phone number and password.`
      }
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={person ? t`Save changes` : title}
      onClose={onClose}
    >
      <FormField id="person-name" label={t`Full name`} error={errors.name?.message}>
        {(field) => <Input {...field} {...register('name')} autoComplete="off" />}
      </FormField>
      <PhoneField
        id="person-phone"
        label={t`Phone number`}
        error={errors.phone?.message}
        autoComplete="off"
        {...register('phone')}
      />
      <FormField id="person-email" label={t`Email (optional)`} error={errors.email?.message}>
        {(field) => <Input {...field} {...register('email')} type="email" />}
      </FormField>
      {!person && (
        <NewPasswordField
          id="person-password"
          label={t`Password`}
          error={errors.password?.message}
          forSomeoneElse
          {...register('password')}
        />
      )}
    </FormDialog>
  );
}
