import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../i18n/en';
import { applyPrimeLocale } from './prime-locale';
import type { Language } from './prefs';

/**
 * English ships with the app; bn and de are fetched when first chosen, so the sign-in page
 * carries one language only. Missing keys fall back to English.
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Record<string, object> }>> = {
  bn: () => import('../i18n/bn'),
  de: () => import('../i18n/de'),
};

export const NAMESPACES = Object.keys(en) as (keyof typeof en)[];

export const initI18n = async (language: Language): Promise<void> => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'bn', 'de'],
    ns: NAMESPACES,
    defaultNS: 'shell',
    resources: { en },
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
  await i18n.changeLanguage(language);
  applyPrimeLocale(language, i18n.getFixedT(language, 'shell'));
};

export { i18n };
