import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage, usePrefs } from '../lib/app-prefs';
import { LANGUAGES, type Language } from '../lib/prefs';

/** The language switch (spec §9: en, bn, de): a native select, labelled, each language in its own name. */
export const LanguageSelect = () => {
  const { t } = useTranslation();
  const { language } = usePrefs();
  const id = useId();
  return (
    <div className="language-select">
      <label htmlFor={id}>
        <i className="pi pi-globe" aria-hidden="true" />
        <span className="sr-only">{t('header.language')}</span>
      </label>
      <select id={id} value={language} onChange={(e) => void setLanguage(e.target.value as Language)}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
};
