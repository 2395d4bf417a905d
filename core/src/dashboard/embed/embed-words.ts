import type { TEmbedView } from '@stratum/contracts';

type Language = 'en' | 'de' | 'bn';

/** The words an embedded image is written in, per language (the web's strings stay in web/src/i18n). */
export interface EmbedWords {
  modules: Record<TEmbedView, string>;
  highExtreme: string;
  overdueMitigations: string;
  openAudits: string;
  closedAudits: string;
  papersAwaiting: string;
  /** the footer: when the figures were read */
  asOf: (when: string) => string;
  locale: string;
}

export const EMBED_WORDS: Record<Language, EmbedWords> = {
  en: {
    modules: { 'risk-summary': 'Risk Management', 'audit-summary': 'Audit Management' },
    highExtreme: 'Open high and extreme risks',
    overdueMitigations: 'Overdue mitigations',
    openAudits: 'Open audits',
    closedAudits: 'Closed audits',
    papersAwaiting: 'Papers awaiting review',
    asOf: (when) => `Stratum · as of ${when}`,
    locale: 'en-GB',
  },
  de: {
    modules: { 'risk-summary': 'Risikomanagement', 'audit-summary': 'Revisionsmanagement' },
    highExtreme: 'Offene hohe und extreme Risiken',
    overdueMitigations: 'Überfällige Maßnahmen',
    openAudits: 'Offene Prüfungen',
    closedAudits: 'Abgeschlossene Prüfungen',
    papersAwaiting: 'Arbeitspapiere zur Durchsicht',
    asOf: (when) => `Stratum · Stand ${when}`,
    locale: 'de-DE',
  },
  bn: {
    modules: { 'risk-summary': 'ঝুঁকি ব্যবস্থাপনা', 'audit-summary': 'অডিট ব্যবস্থাপনা' },
    highExtreme: 'খোলা উচ্চ ও চরম ঝুঁকি',
    overdueMitigations: 'মেয়াদোত্তীর্ণ প্রশমন',
    openAudits: 'চলমান অডিট',
    closedAudits: 'সমাপ্ত অডিট',
    papersAwaiting: 'পর্যালোচনার অপেক্ষায় কাগজপত্র',
    asOf: (when) => `Stratum · ${when} অনুযায়ী`,
    locale: 'bn-BD',
  },
};
