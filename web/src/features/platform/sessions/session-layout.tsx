import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/language-select';

/** The frame of the public session screens: the product's name, the language switch, one card. */
export const Component = () => {
  const { t } = useTranslation();
  return (
    <div className="session-frame">
      <header className="session-header">
        <span className="brand-name">{t('app.name')}</span>
        <LanguageSelect />
      </header>
      <main id="main" className="session-card">
        <Outlet />
      </main>
    </div>
  );
};
