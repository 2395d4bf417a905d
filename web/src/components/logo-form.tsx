import { LOGO_RULE } from '@stratum/contracts';
import { useId, useMemo } from 'react';
import { z } from 'zod';
import { EmptyState } from './empty-state';
import { FileField, Form, useZodForm } from './form';
import { Loading } from './loading';

export interface LogoFormText {
  current: string;
  /** the image's alt text */
  alt: string;
  none: string;
  noneText: string;
  /** the form's accessible name */
  title: string;
  /** a heading over the form; none when the page says it already */
  heading?: string;
  file: string;
  hint?: string;
  required: string;
  upload: string;
}

export interface LogoFormProps {
  /** a download link of the current logo, or null */
  logo: string | null;
  loading?: boolean;
  text: LogoFormText;
  pending: boolean;
  error: unknown;
  /** uploads the file; a rejection is shown by the form (and the route's toast) */
  onUpload(file: File): Promise<void>;
}

/**
 * A company's logo (spec §1, §3): the current one, and a new one chosen with a preview and checked
 * against the route's LOGO_RULE before upload. The owner's company tab and an administrator's
 * settings page both use it; each says whose logo it is through `text`.
 */
export const LogoForm = ({ logo, loading = false, text, pending, error, onUpload }: LogoFormProps) => {
  const ids = useId();
  const schema = useMemo(
    () =>
      z.object({
        logo: z
          .instanceof(File, { message: text.required })
          .nullable()
          .refine((file) => file !== null, text.required),
      }),
    [text.required],
  );
  const form = useZodForm(schema, { logo: null });
  const uploadForm = (
    <Form
      form={form}
      label={text.title}
      submitLabel={text.upload}
      pending={pending}
      error={error}
      onSubmit={async ({ logo: file }) => {
        if (!file) return;
        await onUpload(file);
        form.reset({ logo: null });
      }}
    >
      <FileField
        name="logo"
        label={text.file}
        {...(text.hint ? { hint: text.hint } : {})}
        accept={LOGO_RULE.types}
        maxBytes={LOGO_RULE.maxBytes}
      />
    </Form>
  );
  return (
    <div className="logo-tab">
      <section aria-labelledby={`${ids}-current`} className="logo-current">
        <h2 id={`${ids}-current`}>{text.current}</h2>
        {loading ? (
          <Loading />
        ) : logo ? (
          <img className="logo-image" src={logo} alt={text.alt} />
        ) : (
          <EmptyState icon="pi pi-image" title={text.none} text={text.noneText} />
        )}
      </section>
      {text.heading ? (
        <section aria-labelledby={`${ids}-new`}>
          <h2 id={`${ids}-new`}>{text.heading}</h2>
          {uploadForm}
        </section>
      ) : (
        uploadForm
      )}
    </div>
  );
};
