import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { PARENT_CODE_LENGTH } from '@academy/contract/people-messages';
import { parentCodeSchema, type ParentCodeInput } from '@academy/contract/people';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { classLabelOf } from '@/lib/i18n/study-filter-names';
import { toast } from '@/lib/toast';
import { useMyChildren } from '../api/get-my-children';
import { useRedeemParentCode } from '../api/redeem-parent-code';

const length = PARENT_CODE_LENGTH;

/** A parent's children, and "Link your child" with the code from the child's profile. */
export function MyChildren() {
  const { t, i18n } = useLingui();
  const children = useMyChildren();
  const redeem = useRedeemParentCode();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ParentCodeInput>({
    resolver: formResolver(parentCodeSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const { message } = await redeem.mutateAsync(code);
      if (message) toast.success(message);
      reset();
    } catch (error) {
      showServerFieldErrors(error, setError, ['code']);
      toast.error(error instanceof ApiError ? error.message : t`Something went wrong.`);
    }
  });

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="my-children-heading" className="rounded-lg border p-5">
        <h2 id="my-children-heading" className="text-lg font-semibold">
          <Trans>Your children</Trans>
        </h2>
        <div className="mt-3">
          {children.isPending ? (
            <Spinner label={t`Loading your children`} />
          ) : children.isError ? (
            <LoadError error={children.error} />
          ) : children.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>No children linked yet. Enter your child’s parent code to add them.</Trans>
            </p>
          ) : (
            <ul className="grid gap-2">
              {children.data.map((child) => (
                <li key={child.userId} className="rounded-md border px-3 py-2">
                  <span className="font-medium">{child.name}</span>
                  {child.class && (
                    <span className="ml-2 text-sm text-muted-foreground">
                      {classLabelOf(i18n, child.class)}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <section aria-labelledby="link-child-heading" className="rounded-lg border p-5">
        <h2 id="link-child-heading" className="text-lg font-semibold">
          <Trans>Link your child</Trans>
        </h2>
        <form method="post" onSubmit={onSubmit} noValidate className="mt-3 grid gap-3">
          <FormField
            id="parent-code"
            label={t`Parent code`}
            hint={t`The ${length}-character code on your child’s profile page`}
            error={errors.code?.message}
          >
            {(field) => (
              <Input
                {...field}
                {...register('code')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="font-mono uppercase"
              />
            )}
          </FormField>
          <Button type="submit" disabled={isSubmitting} className="justify-self-start">
            {isSubmitting ? t`Linking...` : t`Link child`}
          </Button>
        </form>
      </section>
    </div>
  );
}
