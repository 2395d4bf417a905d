import type { TCompany } from '@stratum/contracts';
import { useTranslation } from 'react-i18next';
import { SettingControl } from '../company-settings/setting-control';
import { COMPANY_SETTINGS, type SettingKey } from '../company-settings/settings';

const SETTINGS = Object.keys(COMPANY_SETTINGS) as SettingKey[];

/** The company's settings, each saved on its own with the company's version (spec §7). */
export const SettingsTab = ({ company }: { company: TCompany }) => {
  const { t } = useTranslation('platform');
  return (
    <div className="settings-list">
      {SETTINGS.map((key) => {
        const id = `setting-${key}`;
        return (
          <div className="setting-row" key={key}>
            <div className="setting-text">
              <label htmlFor={id}>{t(`settings.${key}.label`)}</label>
              <small className="field-hint">{t(`settings.${key}.intro`)}</small>
            </div>
            <SettingControl setting={key} company={company} id={id} />
          </div>
        );
      })}
    </div>
  );
};
