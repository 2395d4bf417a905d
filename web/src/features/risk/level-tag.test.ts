import { RISK_LEVELS } from '@stratum/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import bn from '../../i18n/bn';
import de from '../../i18n/de';
import en from '../../i18n/en';
import { levelName } from './level-tag';

const inLanguage = async (lng: string) => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { en, bn, de }, fallbackLng: 'en', ns: ['risk'] });
  return i18n.getFixedT(lng, 'risk');
};

describe('a risk level is named in the reader’s language', () => {
  it('every level the server can answer has a name in en, bn and de', () => {
    for (const language of [en, bn, de])
      for (const level of RISK_LEVELS) expect(language.risk.levels).toHaveProperty(level);
  });

  it('German reads Extrem, Hoch, Niedrig; no level is left in English', async () => {
    const t = await inLanguage('de');
    expect(levelName(t, 'Extreme')).toBe('Extrem');
    expect(levelName(t, 'High')).toBe('Hoch');
    expect(levelName(t, 'Low')).toBe('Niedrig');
    expect(levelName(t, null)).toBe('Nicht bewertet');
  });

  it('English keeps the spec’s names', async () => {
    const t = await inLanguage('en');
    expect(RISK_LEVELS.map((l) => levelName(t, l))).toEqual([...RISK_LEVELS]);
  });
});
