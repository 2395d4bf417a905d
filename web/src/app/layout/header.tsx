import type { TSessionUser } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../components/language-select';
import { setRtl, setTheme, usePrefs } from '../../lib/app-prefs';
import { homeOf } from '../../lib/session/roles';
import { CompanyBrand } from './company-brand';
import { CompanySwitch } from './company-switch';
import type { Sidebars } from './sidebars';
import { UserMenu } from './user-menu';

export interface HeaderProps {
  user: TSessionUser;
  sidebars: Sidebars;
  /** the current area has context links (a secondary sidebar) */
  hasSecondary: boolean;
  onToggleMain(): void;
  onToggleSecondary(): void;
  /** see CompanyBrand */
  logoUrl: string | null;
}

export const Header = ({
  user,
  sidebars,
  hasSecondary,
  onToggleMain,
  onToggleSecondary,
  logoUrl,
}: HeaderProps) => {
  const { t } = useTranslation();
  const prefs = usePrefs();
  return (
    <header className="topbar">
      <Button
        type="button"
        icon="pi pi-bars"
        text
        rounded
        className="topbar-toggle"
        aria-label={sidebars.main ? t('header.closeMenu') : t('header.openMenu')}
        aria-expanded={sidebars.main}
        aria-controls="main-sidebar"
        onClick={onToggleMain}
      />
      <CompanyBrand
        companyName={user.role === 'holder' ? null : user.companyName}
        logoUrl={logoUrl}
        home={homeOf(user)}
      />
      {hasSecondary ? (
        <Button
          type="button"
          icon="pi pi-list"
          text
          rounded
          className="topbar-toggle"
          aria-label={sidebars.secondary ? t('header.closeSection') : t('header.openSection')}
          aria-expanded={sidebars.secondary}
          aria-controls="secondary-sidebar"
          onClick={onToggleSecondary}
        />
      ) : null}
      <div className="topbar-spacer" />
      <CompanySwitch user={user} />
      <LanguageSelect />
      <Button
        type="button"
        icon={prefs.theme === 'dark' ? 'pi pi-sun' : 'pi pi-moon'}
        text
        rounded
        aria-label={t('header.darkTheme')}
        aria-pressed={prefs.theme === 'dark'}
        onClick={() => void setTheme(prefs.theme === 'dark' ? 'light' : 'dark')}
      />
      <Button
        type="button"
        icon="pi pi-arrow-right-arrow-left"
        text
        rounded
        aria-label={t('header.rtl')}
        aria-pressed={prefs.rtl}
        onClick={() => setRtl(!prefs.rtl)}
      />
      <UserMenu user={user} />
    </header>
  );
};
