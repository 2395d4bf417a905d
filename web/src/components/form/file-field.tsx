import { formatFileSize } from '@stratum/rules';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fileProblem } from '../../lib/files';
import { Field } from './field';

export interface FileFieldProps {
  name: string;
  label: string;
  /** MIME types the route accepts (its FileRule.types, e.g. LOGO_RULE.types) */
  accept: readonly string[];
  /** the route's FileRule.maxBytes */
  maxBytes: number;
  hint?: string;
  disabled?: boolean;
}

/**
 * One file (the form value is a File or null) with an image preview. A native file input, so
 * keyboards and screen readers work as they do everywhere; pair it with a multipart route:
 * `mutate({ input, file: values.logo })`.
 */
export const FileField = ({ name, label, accept, maxBytes, hint, disabled }: FileFieldProps) => {
  const { control, setError, clearErrors } = useFormContext();
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement | null>(null);
  // The form was reset (after an upload): the native input lets go of its file too, so the same
  // file can be chosen again.
  const value: unknown = useWatch({ control, name });
  useEffect(() => {
    if (!(value instanceof File) && input.current) input.current.value = '';
  }, [value]);
  return (
    <Field name={name} label={label} hint={hint ?? t('form.fileLimit', { size: formatFileSize(maxBytes) })}>
      {({ id, inputProps }) => (
        <Controller
          name={name}
          control={control}
          render={({ field }) => {
            const file = field.value instanceof File ? field.value : null;
            return (
              <div className="file-field">
                <input
                  ref={(el) => {
                    input.current = el;
                    field.ref(el);
                  }}
                  id={id}
                  type="file"
                  className="file-input sr-only"
                  accept={accept.join(',')}
                  disabled={disabled}
                  onBlur={field.onBlur}
                  onChange={(e) => {
                    const chosen = e.target.files?.[0] ?? null;
                    const problem = chosen ? fileProblem(chosen, accept, maxBytes) : null;
                    if (problem) {
                      setError(name, {
                        type: problem,
                        message:
                          problem === 'size'
                            ? t('form.fileTooLarge', { size: formatFileSize(maxBytes) })
                            : t('form.fileType'),
                      });
                      e.target.value = '';
                      field.onChange(null);
                      return;
                    }
                    clearErrors(name);
                    field.onChange(chosen);
                  }}
                  {...inputProps}
                />
                {/* The visible button is a second label of the (visually hidden) native input. */}
                <label htmlFor={id} className="p-button p-button-outlined file-choose">
                  <i className="pi pi-upload" aria-hidden="true" />
                  {t('form.chooseFile')}
                </label>
                <span className="file-name">
                  {file ? `${file.name} (${formatFileSize(file.size)})` : t('form.noFile')}
                </span>
                {file ? (
                  <button
                    type="button"
                    className="p-button p-button-text p-button-danger p-button-sm"
                    onClick={() => {
                      if (input.current) input.current.value = '';
                      field.onChange(null);
                    }}
                  >
                    {t('form.removeFile')}
                  </button>
                ) : null}
                {file && file.type.startsWith('image/') ? <ImagePreview file={file} /> : null}
              </div>
            );
          }}
        />
      )}
    </Field>
  );
};

const ImagePreview = ({ file }: { file: File }) => {
  const { t } = useTranslation();
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <div className="file-preview">
      <img src={url} alt={t('form.preview', { name: file.name })} />
    </div>
  );
};
