import { useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading } from '../components/loading';
import { titleKeyOf } from './handle';

/** spec §2/§9: the progress bar ends 500 ms after the navigation does. */
export const PROGRESS_TAIL_MS = 500;

/** A thin bar at the top: it starts on each navigation and ends PROGRESS_TAIL_MS after it completes. */
const NavigationProgress = () => {
  const navigation = useNavigation();
  const { key } = useLocation();
  const { t } = useTranslation();
  const busy = navigation.state !== 'idle';
  const [running, setRunning] = useState(true);
  useEffect(() => {
    setRunning(true);
    if (busy) return;
    const timer = setTimeout(() => setRunning(false), PROGRESS_TAIL_MS);
    return () => clearTimeout(timer);
  }, [busy, key]);
  if (!running) return null;
  return (
    <div
      className={busy ? 'nav-progress' : 'nav-progress nav-progress-done'}
      role="progressbar"
      aria-label={t('loading.page')}
      data-testid="nav-progress"
    />
  );
};

/** spec §2: the root view sets the page title: "<Page> · Stratum". */
const useDocumentTitle = () => {
  const { t, i18n } = useTranslation();
  const titleKey = titleKeyOf(useMatches());
  useEffect(() => {
    document.title = titleKey ? t('app.pageTitle', { page: t(titleKey) }) : t('app.name');
  }, [titleKey, t, i18n.language]);
};

/** The root route: title, progress bar, scroll to top and the loading overlay on each navigation. */
export const Root = () => {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  useDocumentTitle();
  useEffect(() => {
    // A block, not an expression: Chromium's scrollTo now returns a promise, which an effect must not.
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <NavigationProgress />
      {navigation.state === 'loading' ? <Loading overlay /> : null}
      <Outlet />
    </>
  );
};

/** What the first paint shows while the first route's code loads. */
export const RootFallback = () => <Loading overlay />;
