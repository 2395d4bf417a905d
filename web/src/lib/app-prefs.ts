import { loadLanguage } from './i18n';
import { applyPrefs, createPrefsStore, type Language, type Prefs } from './prefs';
import { loadThemeStylesheet } from './theme';
import { useStore } from './use-store';

/** The person's display choices (theme, rtl, language), persisted and applied to <html>. */
export const prefsStore = createPrefsStore(window.localStorage);

export const usePrefs = (): Prefs => useStore(prefsStore);

/** Applies the stored choices before the first render (main.tsx awaits it). */
export const applyStoredPrefs = async (): Promise<void> => {
  const prefs = prefsStore.get();
  applyPrefs(document.documentElement, prefs);
  await loadThemeStylesheet(prefs.theme);
};

const update = (patch: Partial<Prefs>) => {
  prefsStore.set((p) => ({ ...p, ...patch }));
  applyPrefs(document.documentElement, prefsStore.get());
};

export const setTheme = async (theme: Prefs['theme']): Promise<void> => {
  await loadThemeStylesheet(theme);
  update({ theme });
};

export const setRtl = (rtl: boolean): void => update({ rtl });

export const setLanguage = async (language: Language): Promise<void> => {
  await loadLanguage(language);
  update({ language });
};
