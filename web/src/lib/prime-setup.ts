import { i18n } from './i18n';
import { applyPrimeAccessibility } from './prime-a11y';
import { applyPrimeLocale } from './prime-locale';

/*
 * PrimeReact's global options (accessibility pass-throughs, its words in the app's language), set
 * once before the first PrimeReact component renders. Every route but the sign-in path and the
 * first notice load this module (app/lazy.ts, app/toast-host.tsx): the sign-in page uses no
 * PrimeReact component and does not carry its utilities (docs/benchmarks.md: the sign-in page).
 */
applyPrimeAccessibility();
const follow = (language: string) => applyPrimeLocale(language, i18n.getFixedT(language, 'shell'));
if (i18n.language) follow(i18n.language);
i18n.on('languageChanged', follow);
