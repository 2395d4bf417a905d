import darkTheme from 'primereact/resources/themes/lara-dark-indigo/theme.css?url';
import lightTheme from 'primereact/resources/themes/lara-light-indigo/theme.css?url';
import type { Prefs } from './prefs';

/**
 * PrimeReact's light and dark themes are whole stylesheets, so one <link> points at the chosen
 * one (Vite emits both as CSS files with their fonts; CSP allows 'self' styles).
 */
const HREF: Record<Prefs['theme'], string> = { light: lightTheme, dark: darkTheme };
const LINK_ID = 'prime-theme';

/** Points the theme link at `theme`; resolves once the sheet is loaded (or failed), so nothing flashes. */
export const loadThemeStylesheet = (theme: Prefs['theme']): Promise<void> => {
  let link = document.getElementById(LINK_ID) as HTMLLinkElement | null;
  if (!link) {
    link = document.createElement('link');
    link.id = LINK_ID;
    link.rel = 'stylesheet';
    // Before our own CSS, so the app's rules win over the theme's.
    document.head.prepend(link);
  }
  const target = new URL(HREF[theme], document.baseURI).href;
  if (link.href === target) return Promise.resolve();
  const element = link;
  return new Promise<void>((resolve) => {
    element.onload = () => resolve();
    element.onerror = () => resolve();
    element.href = target;
  });
};
