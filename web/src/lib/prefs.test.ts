import { describe, expect, it } from 'vitest';
import { createPrefsStore, DEFAULT_PREFS, parsePrefs, PREFS_KEY } from './prefs';
import { memoryStorage } from './store';

describe('preferences', () => {
  it('default to spec §9: theme light, rtl off, English', () => {
    expect(DEFAULT_PREFS).toEqual({ theme: 'light', rtl: false, language: 'en' });
    expect(createPrefsStore(memoryStorage()).get()).toEqual(DEFAULT_PREFS);
  });

  it('keep what is valid in a stored value and default the rest', () => {
    expect(parsePrefs({ theme: 'dark', rtl: 'yes', language: 'fr' })).toEqual({
      theme: 'dark',
      rtl: false,
      language: 'en',
    });
    expect(parsePrefs(null)).toEqual(DEFAULT_PREFS);
  });

  it('persist each change', () => {
    const storage = memoryStorage();
    const store = createPrefsStore(storage);
    store.set({ theme: 'dark', rtl: true, language: 'de' });
    expect(createPrefsStore(storage).get()).toEqual({ theme: 'dark', rtl: true, language: 'de' });
    expect(JSON.parse(storage.getItem(PREFS_KEY) ?? '{}')).toMatchObject({ language: 'de' });
  });
});
