import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { PARENT_CODE_TTL_DAYS } from '@academy/contract/people-messages';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/i18n/formats';
import { toast } from '@/lib/toast';
import { useParentCode } from '../api/get-parent-code';
import { useNewParentCode } from '../api/new-parent-code';

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;
const days = PARENT_CODE_TTL_DAYS;

/** Profile > Parent code: a student's code for a parent to link themselves to them. */
export function ParentCodeCard() {
  const { t } = useLingui();
  const parentCode = useParentCode();
  const makeCode = useNewParentCode();
  const dateFormat = useDateFormat(DATE_TIME);

  const onNewCode = async () => {
    try {
      const { message } = await makeCode.mutateAsync();
      if (message) toast.success(message);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t`Something went wrong.`);
    }
  };

  const code = parentCode.data;
  const expires = code ? dateFormat.format(new Date(code.expiresAt)) : '';
  // As of the answer's arrival: a page left open past the expiry reads right on its next fetch.
  const isUsable = code && !code.usedAt && Date.parse(code.expiresAt) > parentCode.dataUpdatedAt;

  return (
    <section aria-labelledby="parent-code-heading" className="rounded-lg border p-5">
      <h2 id="parent-code-heading" className="text-lg font-semibold">
        <Trans>Parent code</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        <Trans>
          Give this code to your parent. They enter it in their account to follow your classes and
          results. A code works once, for {days} days.
        </Trans>
      </p>
      <div className="mt-4">
        {parentCode.isPending ? (
          <Spinner label={t`Loading your parent code`} />
        ) : parentCode.isError ? (
          <LoadError error={parentCode.error} />
        ) : code ? (
          <div>
            <p className="font-mono text-3xl font-bold tracking-[0.2em]">{code.code}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {code.usedAt
                ? t`Used by your parent. Make a new code for another parent.`
                : isUsable
                  ? t`Valid until ${expires}`
                  : t`Expired on ${expires}`}
            </p>
          </div>
        ) : (
          <p className="text-sm">
            <Trans>You have no parent code yet.</Trans>
          </p>
        )}
      </div>
      <Button
        type="button"
        variant="outline"
        className="mt-4"
        disabled={makeCode.isPending}
        onClick={() => void onNewCode()}
      >
        <RefreshCw aria-hidden="true" /> <Trans>New code</Trans>
      </Button>
    </section>
  );
}
