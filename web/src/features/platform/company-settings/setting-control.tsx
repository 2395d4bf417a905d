import type { TCompany } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRatingScaleOptions } from '../companies/options';
import { COMPANY_SETTINGS, type SettingKey, type SettingValue } from './settings';
import { useSaveSetting } from './use-save-setting';

export interface SettingControlProps<K extends SettingKey> {
  setting: K;
  company: TCompany;
  /**
   * the id of the control, for a visible <label htmlFor>; without it the control is named
   * "<Setting> for <Company>" (a table row)
   */
  id?: string;
}

/**
 * One company's value of one setting, changed in place and saved at once with the company's
 * version (a percent waits for Save). Shows the value being saved until the answer comes.
 */
export const SettingControl = <K extends SettingKey>({ setting, company, id }: SettingControlProps<K>) => {
  const { t } = useTranslation('platform');
  const { save, pending } = useSaveSetting(setting);
  const ratingScaleOptions = useRatingScaleOptions();
  const current = company[setting] as SettingValue<K>;
  const [saving, setSaving] = useState<SettingValue<K> | null>(null);
  const [draft, setDraft] = useState<number | null>(null);
  const shown = saving ?? current;
  const a11y = id
    ? { id }
    : {
        'aria-label': t('settings.forCompany', {
          setting: t(`settings.${setting}.label`),
          company: company.companyName,
        }),
      };

  const change = async (value: SettingValue<K>) => {
    if (value === current) return;
    setSaving(value);
    const saved = await save(company, value);
    setSaving(null);
    if (saved) setDraft(null);
  };

  switch (COMPANY_SETTINGS[setting].kind) {
    case 'choice':
      return (
        <Dropdown
          inputId={a11y.id}
          aria-label={a11y['aria-label']}
          value={shown}
          options={ratingScaleOptions}
          optionLabel="label"
          optionValue="value"
          disabled={pending}
          onChange={(e) => void change(e.value as SettingValue<K>)}
          className="setting-choice"
        />
      );
    case 'yesNo':
      return (
        <span className="setting-switch">
          <InputSwitch
            inputId={a11y.id}
            aria-label={a11y['aria-label']}
            checked={shown === 'Yes'}
            disabled={pending}
            onChange={(e) => void change((e.value ? 'Yes' : 'No') as SettingValue<K>)}
          />
          <span aria-hidden="true">{t(`yesNo.${shown === 'Yes' ? 'Yes' : 'No'}`)}</span>
        </span>
      );
    case 'percent': {
      const value = draft ?? (shown as number);
      return (
        <span className="setting-percent">
          <InputNumber
            inputId={a11y.id}
            aria-label={a11y['aria-label']}
            value={value}
            min={0}
            max={100}
            suffix="%"
            locale="en-US"
            maxFractionDigits={2}
            disabled={pending}
            onValueChange={(e) => setDraft(e.value ?? null)}
          />
          <Button
            type="button"
            label={t('settings.save')}
            loading={pending}
            disabled={pending || draft === null || draft === current}
            onClick={() => void change(draft as SettingValue<K>)}
          />
        </span>
      );
    }
  }
};
