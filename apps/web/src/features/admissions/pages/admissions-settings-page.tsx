import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ADMISSION_LIMITS, type LeadOwner } from '@academy/contract/admissions';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useWhatsappTemplate } from '../api/get-whatsapp-template';
import { useAdmissionStaff } from '../api/list-staff';
import { useSaveCounsellors } from '../api/save-counsellors';
import { useSaveWhatsappTemplate } from '../api/save-whatsapp-template';

/** /admin/admissions: which teachers are counsellors, and the WhatsApp message leads get. */
export function AdmissionsSettingsPage() {
  const { t } = useLingui();
  const staff = useAdmissionStaff();
  const template = useWhatsappTemplate();
  return (
    <div className="grid max-w-3xl gap-6">
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>Admissions</Trans>
      </h1>
      <Link to="/leads" className="text-primary underline-offset-4 hover:underline">
        <Trans>Open the leads</Trans>
      </Link>
      {staff.isPending || template.isPending ? (
        <Spinner label={t`Loading`} />
      ) : staff.isError ? (
        <LoadError error={staff.error} />
      ) : template.isError ? (
        <LoadError error={template.error} />
      ) : (
        <>
          <CounsellorsForm teachers={staff.data.filter((s) => !s.admin)} />
          <TemplateForm template={template.data} />
        </>
      )}
    </div>
  );
}

function CounsellorsForm({ teachers }: { teachers: LeadOwner[] }) {
  const save = useSaveCounsellors();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const ids = new FormData(event.currentTarget).getAll('counsellor').map(String);
    try {
      const { message } = await save.mutateAsync(ids);
      if (message) toast.success(message);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-3 rounded-lg border bg-card p-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-lg font-semibold">
          <Trans>Counsellors</Trans>
        </legend>
        <p className="text-sm text-muted-foreground">
          <Trans>Teachers named here see and work the leads, as admins do.</Trans>
        </p>
        {teachers.length === 0 ? (
          <p>
            <Trans>No teachers yet.</Trans>
          </p>
        ) : (
          teachers.map((teacher) => (
            <label key={teacher.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                name="counsellor"
                value={teacher.id}
                defaultChecked={teacher.counsellor}
              />
              {teacher.name}
            </label>
          ))
        )}
      </fieldset>
      {failure && <FormAlert message={failure} />}
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        <Trans>Save counsellors</Trans>
      </Button>
    </form>
  );
}

function TemplateForm({ template }: { template: string }) {
  const { t } = useLingui();
  const placeholder = '{name}';
  const save = useSaveWhatsappTemplate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      const { message } = await save.mutateAsync({
        template: String(new FormData(event.currentTarget).get('template') ?? ''),
      });
      if (message) toast.success(message);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-3 rounded-lg border bg-card p-4"
      aria-labelledby="template-heading"
    >
      <h2 id="template-heading" className="text-lg font-semibold">
        <Trans>WhatsApp message</Trans>
      </h2>
      <FormField
        id="whatsapp-template"
        label={t`Message`}
        hint={t`${placeholder} becomes the lead’s name.`}
        error={errors.template}
      >
        {(control) => (
          <Textarea
            {...control}
            name="template"
            rows={3}
            defaultValue={template}
            maxLength={ADMISSION_LIMITS.templateMax}
          />
        )}
      </FormField>
      {failure && <FormAlert message={failure} />}
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        <Trans>Save message</Trans>
      </Button>
    </form>
  );
}
