import { z } from 'zod';
import { createStore, readJson, writeJson, type KeyValueStorage, type Store } from './store';

export const PREFS_KEY = 'stratum.prefs';

/** spec §9: default locale en, also bn and de. */
export const LANGUAGES = ['en', 'bn', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

const ZPrefs = z.object({
  theme: z.enum(['light', 'dark']).catch('light'),
  rtl: z.boolean().catch(false),
  language: z.enum(LANGUAGES).catch('en'),
});
export type Prefs = z.infer<typeof ZPrefs>;

/** spec §9 defaults: theme light, rtl off, locale en. */
export const DEFAULT_PREFS: Prefs = { theme: 'light', rtl: false, language: 'en' };

/** A stored value keeps what is valid and falls back to the default for the rest. */
export const parsePrefs = (raw: unknown): Prefs =>
  ZPrefs.parse(typeof raw === 'object' && raw !== null ? raw : {});

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
