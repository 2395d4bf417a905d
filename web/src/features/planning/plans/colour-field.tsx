import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PALETTE_CHOICES } from './bands';

export interface ColourFieldProps {
  name: string;
  label: string;
  /** the colour the band takes when none is chosen (its rating's default) */
  defaultColour: string;
}

/** A band's colour: its rating's default, or one of the spec palette's five (value '' is the default). */
export const ColourField = ({ name, label, defaultColour }: ColourFieldProps) => {
  const { t } = useTranslation('planning');
  const { control } = useFormContext();
  const choices = [
    { value: '', colour: defaultColour, label: t('ratingScales.colours.default') },
    ...PALETTE_CHOICES.map((c) => ({
      value: c.value,
      colour: c.value,
      label: t(`ratingScales.colours.${c.name}`),
    })),
  ];
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <fieldset className="field colour-field">
          <legend>{label}</legend>
          <div className="colour-options">
            {choices.map((c) => (
              <label key={c.value || 'default'} className="colour-option">
                <input
                  type="radio"
                  name={field.name}
                  value={c.value}
                  checked={(field.value ?? '') === c.value}
                  onChange={() => field.onChange(c.value)}
                  onBlur={field.onBlur}
                />
                <span className="colour-swatch" style={{ background: c.colour }} aria-hidden="true" />
                {c.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    />
  );
};
