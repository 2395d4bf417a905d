import { createStore, readJson, writeJson, type KeyValueStorage, type Store } from './store';

export const PREFS_KEY = 'stratum.prefs';

/** spec §9: default locale en, also bn and de. */
export const LANGUAGES = ['en', 'bn', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

const THEMES = ['light', 'dark'] as const;

export interface Prefs {
  theme: (typeof THEMES)[number];
  rtl: boolean;
  language: Language;
}

/** spec §9 defaults: theme light, rtl off, locale en. */
export const DEFAULT_PREFS: Prefs = { theme: 'light', rtl: false, language: 'en' };

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.find((a) => a === value) ?? fallback;

/**
 * A stored value keeps what is valid and falls back to the default for the rest. Checked by hand,
 * not with a schema: the prefs are read before the first paint, and zod is not loaded until a
 * page needs it (docs/benchmarks.md, the sign-in page).
 */
export const parsePrefs = (raw: unknown): Prefs => {
  const stored = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    theme: oneOf(THEMES, stored.theme, DEFAULT_PREFS.theme),
    rtl: typeof stored.rtl === 'boolean' ? stored.rtl : DEFAULT_PREFS.rtl,
    language: oneOf(LANGUAGES, stored.language, DEFAULT_PREFS.language),
  };
};

export const createPrefsStore = (storage: KeyValueStorage): Store<Prefs> => {
  const store = createStore<Prefs>(readJson(storage, PREFS_KEY, parsePrefs) ?? DEFAULT_PREFS);
  store.subscribe(() => writeJson(storage, PREFS_KEY, store.get()));
  return store;
};

/** spec §2: the root carries the theme class and the text direction; `lang` follows the language. */
export const applyPrefs = (root: HTMLElement, prefs: Prefs): void => {
  root.classList.toggle('theme-dark', prefs.theme === 'dark');
  root.classList.toggle('theme-light', prefs.theme === 'light');
  root.dir = prefs.rtl ? 'rtl' : 'ltr';
  root.lang = prefs.language;
};
