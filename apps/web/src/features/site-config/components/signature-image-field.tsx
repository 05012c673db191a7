import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { SIGNATURE_IMAGE, SIGNATURE_MESSAGES } from '@academy/contract/site-config-messages';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveSignature, useSignature } from '../api/signature';

const ACCEPTED: readonly string[] = SIGNATURE_IMAGE.types;

/**
 * The signatory's signature, drawn on tax invoices and credit notes above their name. It saves
 * on its own, when a file is chosen: documents issued from then on carry it, earlier ones keep
 * theirs.
 */
export function SignatureImageField() {
  const { t } = useLingui();
  const inputId = useId();
  const current = useSignature();
  const save = useSaveSignature();
  const [error, setError] = useState<string | null>(null);

  async function submit(file: File | null) {
    setError(null);
    try {
      const { message } = await save.mutateAsync(file);
      toast.success(message ?? (file ? SIGNATURE_MESSAGES.saved : SIGNATURE_MESSAGES.removed));
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.fieldErrors.signature ?? failure.message);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The server checks the same (and the image itself); this spares a large upload.
    if (!ACCEPTED.includes(file.type)) return setError(SIGNATURE_MESSAGES.type);
    if (file.size > SIGNATURE_IMAGE.maxBytes) return setError(SIGNATURE_MESSAGES.tooLarge);
    void submit(file);
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="mt-8 grid max-w-xl gap-3">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        <Trans>Signature on tax invoices (optional)</Trans>
      </h2>
      <p className="text-sm text-muted-foreground">
        <Trans>
          A PNG or JPEG of the signatory’s signature, at most 300 KB: a photo of it on white paper,
          cropped close. Invoices issued from now on carry it; those already issued keep theirs.
        </Trans>
      </p>
      {current.data ? (
        <img
          src={current.data}
          alt={t`The signature on tax invoices`}
          className="h-16 w-fit max-w-full rounded border bg-white object-contain p-1"
        />
      ) : (
        current.isSuccess && (
          <p className="text-sm">
            <Trans>No signature yet: invoices print a line to sign by hand.</Trans>
          </p>
        )
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm" disabled={save.isPending}>
          {/* The input is hidden but takes the focus: the label shows where it is. */}
          <label htmlFor={inputId} className="focus-within:ring-2 focus-within:ring-ring">
            {current.data ? t`Replace signature` : t`Upload signature`}
            <input
              id={inputId}
              type="file"
              accept={ACCEPTED.join(',')}
              className="sr-only"
              onChange={choose}
              disabled={save.isPending}
              aria-describedby={error ? `${inputId}-error` : undefined}
            />
          </label>
        </Button>
        {current.data && (
          <Button
            variant="ghost"
            size="sm"
            disabled={save.isPending}
            onClick={() => void submit(null)}
          >
            <Trans>Remove signature</Trans>
          </Button>
        )}
      </div>
      {error && (
        <div id={`${inputId}-error`}>
          <FormAlert message={error} />
        </div>
      )}
    </section>
  );
}
