import { useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import {
  AUTH_MESSAGES,
  adminProfileSchema,
  parentProfileSchema,
  profileSchema,
  type ProfileInput,
  type User,
} from '@academy/contract/auth';
import { ROLES, isStudent } from '@academy/contract/roles';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NameField } from '@/components/name-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { StateOptions } from '@/components/state-options';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useUpdateProfile, type ProfileValues } from '../api/update-profile';
import { StudentDetailsFields } from '@/components/student-details-fields';

const FIELDS = [
  'name',
  'email',
  'school',
  'class',
  'stream',
  'gender',
  'state',
  'address',
] as const;

/** Name, email and (for students) the registration details, saved with PUT /api/auth/me. */
export function EditProfileForm({ user }: { user: User }) {
  const { t } = useLingui();
  // School, class and the rest are a student's; anyone else edits the details every user has.
  const isStudentUser = isStudent(user.roles);
  // Students and parents pay, so their tax invoices print an address and a state.
  const isPayer = isStudentUser || user.roles === ROLES.parent;
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    // Administrators have no school or class: their schema asks for a name and an email only.
    resolver: formResolver(
      isStudentUser ? profileSchema : isPayer ? parentProfileSchema : adminProfileSchema,
    ) as never,
    defaultValues: {
      name: user.name,
      email: user.email ?? '',
      school: user.school ?? '',
      class: user.class ?? undefined,
      stream: user.stream ?? '',
      gender: user.gender ?? undefined,
      state: (user.state ?? '') as ProfileInput['state'],
      address: user.address ?? '',
    },
  });
  const selectedClass = useWatch({ control, name: 'class' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await update.mutateAsync(values);
      toast.success(message ?? AUTH_MESSAGES.profileSaved);
    } catch (error) {
      showServerFieldErrors(error, setError, FIELDS);
      toast.error(
        error instanceof ApiError
          ? error.message
          : t`Could not save your profile. Please try again.`,
      );
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid max-w-xl gap-5">
      <NameField
        id="profile-name"
        label={t`Full name`}
        error={errors.name?.message}
        {...register('name')}
      />
      <FormField
        id="profile-email"
        label={t`Email (optional)`}
        error={errors.email?.message}
        hint={t`For receipts and replies from the academy.`}
      >
        {(field) => <Input {...field} {...register('email')} type="email" autoComplete="email" />}
      </FormField>
      {isStudentUser && (
        <StudentDetailsFields
          idPrefix="profile"
          register={register}
          setValue={setValue}
          errors={errors}
          selectedClass={selectedClass}
        />
      )}
      {isPayer && (
        <FormField
          id="profile-address"
          label={t`Postal address (optional)`}
          error={errors.address?.message}
          hint={t`Printed on your tax invoices.`}
        >
          {(field) => (
            <Textarea {...field} {...register('address')} rows={3} autoComplete="street-address" />
          )}
        </FormField>
      )}
      {isPayer && (
        <FormField
          id="profile-state"
          label={t`State (optional)`}
          error={errors.state?.message}
          hint={t`Printed on your receipts; it decides the GST lines on them.`}
        >
          {(field) => (
            <Select {...field} {...register('state')} autoComplete="address-level1">
              <StateOptions prompt={t`Select your state`} />
            </Select>
          )}
        </FormField>
      )}
      <Button type="submit" disabled={isSubmitting} className="w-fit">
        {isSubmitting ? t`Saving...` : t`Save profile`}
      </Button>
    </form>
  );
}
