import { useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnabledModules } from '../../lib/company-modules';
import { useMyCompany } from '../../lib/my-company';
import { useSignedInUser } from '../../lib/session/use-session';
import { areaOf, areasFor } from '../../lib/navigation';
import { Header } from './header';
import { afterNavigation, afterResize, initialSidebars, type Sidebars } from './sidebars';
import { MainSidebar, SecondarySidebar } from './sidebar-nav';

/**
 * The signed-in layout (spec §2): header, large sidebar (the person's areas), secondary sidebar
 * (the current area's links), the page. Both sidebars follow the width rule on each navigation.
 */
export const Component = () => {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const enabled = useEnabledModules();
  // The company's logo in the header (spec §2); the owner sees the Stratum brand.
  const logoUrl = useMyCompany().data?.company.logo ?? null;
  const areas = useMemo(() => areasFor(user, enabled), [user, enabled]);
  const { pathname } = useLocation();
  const current = areaOf(pathname, areas);
  const hasSecondary = (current?.links.length ?? 0) > 0;

  const [sidebars, setSidebars] = useState<Sidebars>(() => initialSidebars(window.innerWidth));
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (pathname === previousPath.current) return;
    previousPath.current = pathname;
    setSidebars((s) => afterNavigation(s, window.innerWidth));
  }, [pathname]);
  useEffect(() => {
    let width = window.innerWidth;
    const onResize = () => {
      const now = window.innerWidth;
      setSidebars((s) => afterResize(s, width, now));
      width = now;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setSidebars((s) => afterNavigation(s, window.innerWidth));
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  const main = useRef<HTMLElement>(null);
  const classes = [
    'layout',
    sidebars.main ? 'main-open' : '',
    sidebars.secondary && hasSecondary ? 'secondary-open' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <a
        className="skip-link"
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          main.current?.focus();
        }}
      >
        {t('app.skipToContent')}
      </a>
      <Header
        user={user}
        sidebars={sidebars}
        hasSecondary={hasSecondary}
        logoUrl={logoUrl}
        onToggleMain={() => setSidebars((s) => ({ ...s, main: !s.main }))}
        onToggleSecondary={() => setSidebars((s) => ({ ...s, secondary: !s.secondary }))}
      />
      <div className="layout-body">
        <MainSidebar areas={areas} current={current} open={sidebars.main} />
        {current && hasSecondary ? <SecondarySidebar area={current} open={sidebars.secondary} /> : null}
        <div
          className="sidebar-backdrop"
          aria-hidden="true"
          onClick={() => setSidebars((s) => afterNavigation(s, window.innerWidth))}
        />
        <main id="main" ref={main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
};
