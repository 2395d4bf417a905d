import type en from '../en/risk';
import type { PartialMessages } from '../types';

/** Die Risikoregister: die häufigsten Wörter auf Deutsch; der Rest fällt auf Englisch zurück. */
const risk: PartialMessages<typeof en> = {
  registers: { management: 'Risikomanagement', assessment: 'Risikobewertung' },
  tabs: { register: 'Register', heatMap: 'Heatmap', setup: 'Einrichtung' },
  levels: { unrated: 'Nicht bewertet' },
  fields: {
    title: 'Titel',
    description: 'Beschreibung',
    causes: 'Ursachen',
    consequences: 'Folgen',
    category: 'Kategorie',
    team: 'Team',
    owner: 'Verantwortlich',
    ratingType: 'Bewertungsart',
    impact: 'Auswirkung',
    likelihood: 'Wahrscheinlichkeit',
    status: 'Status',
    inherent: 'Brutto',
    residual: 'Netto',
    controls: 'Kontrollen',
    mitigations: 'Maßnahmen',
    level: 'Stufe',
    noTeam: 'Kein Team',
  },
  register: { add: 'Risiko erfassen', download: 'Excel herunterladen', downloadPdf: 'PDF herunterladen' },
  controls: { title: 'Kontrollen', add: 'Kontrolle hinzufügen' },
  mitigations: {
    title: 'Maßnahmen',
    add: 'Maßnahme hinzufügen',
    overdue: 'Überfällig',
    record: 'Fortschritt erfassen',
    history: 'Verlauf',
  },
  heatMap: { title: 'Heatmap', impactAxis: 'Auswirkung', likelihoodAxis: 'Wahrscheinlichkeit' },
  setup: { ratingTypes: 'Bewertungsarten', categories: 'Kategorien', teams: 'Teams', matrix: 'Matrix' },
  dashboard: { title: 'Risiken', overdue: 'Überfällige Maßnahmen' },
};
export default risk;
