import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '../i18n/en';
import shell from '../i18n/en/shell';
import type { Language } from './prefs';

/**
 * The shell's English ships with the app; the features' English is fetched with the signed-in
 * layout (`loadFeatureText`), and bn and de when first chosen, so the sign-in page carries the
 * shell's text in one language only. Missing keys fall back to English.
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Record<string, object> }>> = {
  bn: () => import('../i18n/bn'),
  de: () => import('../i18n/de'),
};

export const NAMESPACES = [
  'shell',
  'platform',
  'organisation',
  'people',
  'planning',
  'reports',
  'scorecards',
  'risk',
  'calendar',
  'surveys',
  'compliance',
  'audit-engagement',
  'audit-findings',
  'audit-report',
  'audit-survey',
  'audit-checklist',
  'audit-follow-up',
  'monthly',
  'employeeScorecards',
  'employeeReview',
  'inbox',
  'performanceReports',
  'employeeReports',
  'companyReports',
  'companyAssessment',
  'auditOutreach',
  'auditManagement',
] as const satisfies readonly (keyof typeof en)[];

/** The features' English text: before any signed-in screen renders. */
export const loadFeatureText = async (): Promise<void> => {
  const { default: all } = await import('../i18n/en');
  for (const [ns, messages] of Object.entries(all)) {
    if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, messages);
  }
};

export const initI18n = async (language: Language): Promise<void> => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'bn', 'de'],
    ns: NAMESPACES,
    defaultNS: 'shell',
    resources: { en: { shell } },
    interpolation: { escapeValue: false }, // React escapes
    showSupportNotice: false,
  });
  await loadLanguage(language);
};

export const loadLanguage = async (language: Language): Promise<void> => {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'shell')) {
    const { default: resources } = await LOADERS[language]();
    for (const [ns, messages] of Object.entries(resources)) i18n.addResourceBundle(language, ns, messages);
  }
  // PrimeReact's words follow through the languageChanged event (lib/prime-setup.ts).
  await i18n.changeLanguage(language);
};

export { i18n };
