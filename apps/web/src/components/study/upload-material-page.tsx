import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadingBlock } from '@/components/loading-block';
import { toast } from '@/lib/toast';

type Save = (args: { id: string | undefined; form: FormData }) => Promise<{ message?: string }>;

interface UploadMaterialPageProps<Item> {
  /** The material being edited (`?id=`), or none for a new one. */
  id: string | undefined;
  existing: UseQueryResult<Item>;
  heading: ReactNode;
  intro: ReactNode;
  loadingLabel: string;
  notFound: string;
  save: Save;
  /** The toasts: the server's message wins over `saved`; `failed` when it refused. */
  saved: string;
  failed: string;
  onSaved: () => void;
  /** The form, given what it edits and what sends it; a refusal reaches the form to place. */
  children: (item: Item | undefined, submit: (form: FormData) => Promise<void>) => ReactNode;
}

/** An admin's upload or edit screen of a study material: its heading, the record, the form. */
export function UploadMaterialPage<Item>(props: UploadMaterialPageProps<Item>) {
  const { id, existing } = props;

  const submit = async (form: FormData) => {
    try {
      const { message } = await props.save({ id, form });
      toast.success(message ?? props.saved);
      props.onSaved();
    } catch (error) {
      toast.error(props.failed);
      throw error;
    }
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-2 text-3xl font-bold tracking-tight">{props.heading}</h1>
      <p className="mb-8 text-lg text-muted-foreground">{props.intro}</p>
      {id && existing.isPending ? (
        <LoadingBlock label={props.loadingLabel} />
      ) : id && existing.isError ? (
        <p role="alert" className="font-medium text-destructive">
          {props.notFound}
        </p>
      ) : (
        props.children(existing.data, submit)
      )}
    </div>
  );
}
