import { InputText } from 'primereact/inputtext';
import { useState, type HTMLInputAutoCompleteAttribute } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from './field';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  hint?: string;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

/** A text input; `type="password"` adds a button that shows what was typed. */
export const TextField = ({ name, label, type = 'text', hint, ...input }: TextFieldProps) => {
  const { register } = useFormContext();
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <Field name={name} label={label} {...(hint ? { hint } : {})}>
      {({ id, inputProps, invalid }) => {
        const field = (
          <InputText
            id={id}
            type={isPassword && revealed ? 'text' : type}
            className={invalid ? 'p-invalid' : undefined}
            {...inputProps}
            {...input}
            {...register(name)}
          />
        );
        if (!isPassword) return field;
        return (
          <div className="password-input">
            {field}
            <button
              type="button"
              className="password-toggle"
              aria-label={t('sessions.showPassword')}
              aria-pressed={revealed}
              aria-controls={id}
              onClick={() => setRevealed((r) => !r)}
            >
              <i className={revealed ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden="true" />
            </button>
          </div>
        );
      }}
    </Field>
  );
};
