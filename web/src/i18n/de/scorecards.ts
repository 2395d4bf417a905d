import type en from '../en/scorecards';
import type { Messages } from '../types';

/** Die Scorecard-Seiten: strategische und operative Scorecards, ihre Leistungsbereiche und KPIs, Unternehmens-Scorecards. */
const scorecards: Messages<typeof en> = {
  readOnly:
    'Sie können diese Scorecards einsehen. Nur Administratoren der strategischen Planung können sie ändern.',
  adminOnly: 'Nur Administratoren der strategischen Planung können Scorecards hinzufügen.',
  backToList: 'Zurück zu den Scorecards',
  choosePlan: 'Plan auswählen',
  notFound: 'Diese Scorecard konnte nicht geladen werden',
  added: 'Scorecard „{{name}}“ hinzugefügt',
  saved: 'Scorecard „{{name}}“ gespeichert',
  stale: '„{{name}}“ wurde von jemand anderem geändert: Der aktuelle Stand wird angezeigt.',
  fields: {
    name: 'Name',
    kpas: 'Leistungsbereiche',
    kpis: 'KPIs',
    visible: 'Sichtbar',
    total: 'Gesamtpunktzahl',
    weights: 'Gewichtungen',
    includeKpa: 'KPIs liegen unter Leistungsbereichen',
    ratingMode: 'Bewertung',
  },
  hints: {
    name: 'So heißt die Scorecard überall, z. B. „Unternehmens-Scorecard 2026“',
    includeKpa:
      'Ein: Die KPIs werden unter Leistungsbereichen gruppiert. Aus: Die KPIs liegen direkt auf der Scorecard.',
    includeKpaLocked: 'Nur änderbar, solange die Scorecard keine KPIs hat.',
    ratingMode:
      'Automatisch: Quantitative KPIs werden aus Ziel- und Istwert anhand der Bewertungsskala des Plans bewertet, die übrigen von Hand.',
  },
  ratingMode: {
    automatic: 'Automatisch',
    manual: 'Manuell (Punkte von Hand eingegeben)',
  },
  period: { label: 'Punkte für', annual: 'Jahr' },
  score: { noBand: 'keine Stufe' },
  weights: { of: '{{total}} von 100', must: 'die Gewichtungen müssen zusammen 100 ergeben' },
  bands: {
    label: 'Bewertungsskala',
    range: '{{min}}–{{max}} %',
    above: 'über {{max}} %: 6',
    incomplete:
      'Die Bewertungsskala des Plans hat {{count}} von {{points}} Stufen: Berechnete Punkte sind 0, bis alle {{points}} vorhanden sind (manuelle Punkte zählen weiterhin).',
    complete: 'Bewertungsskala vervollständigen',
  },
  summary: {
    total: 'Gesamtpunktzahl',
    totalOf: 'Gesamtpunktzahl ({{period}})',
    adjustedTotal: 'Angepasste Gesamtpunktzahl',
    weights: 'Gewichtungen',
    mode: 'Bewertung',
  },
  list: {
    intro: {
      strategic:
        'Die Scorecards eines Strategieplans: ihre KPIs, Gewichtungen und Punkte auf der Bewertungsskala des Plans.',
      operational:
        'Die Scorecards eines operativen Plans: ihre KPIs, Gewichtungen und Punkte auf der Bewertungsskala des Plans.',
    },
    noPlanText: 'Scorecards gehören zu einem Plan: Legen Sie zuerst einen an.',
    tableLabel: 'Scorecards von {{plan}}',
    empty: 'Noch keine Scorecards',
    emptyText: 'Fügen Sie die erste Scorecard des Plans hinzu, danach ihre Leistungsbereiche und KPIs.',
    kpasOn_one: 'Ja ({{count}} Bereich)',
    kpasOn_other: 'Ja ({{count}} Bereiche)',
    kpasOff: 'Nein',
    visibleLabel: 'Für alle sichtbar: {{name}}',
    shown: '„{{name}}“ ist für alle sichtbar',
    hidden: '„{{name}}“ ist für Personen ohne Administration der strategischen Planung ausgeblendet',
    noTotal: 'nicht verfügbar',
    noKpis: 'noch keine KPIs',
    deleteTitle: '{{name}} löschen?',
    confirmDelete:
      'Scorecard „{{name}}“ mit ihren {{kpas}} Leistungsbereichen, {{kpis}} KPIs und deren Kommentaren löschen? Dies kann nicht rückgängig gemacht werden.',
    deleted: 'Scorecard „{{name}}“ gelöscht',
  },
  editor: {
    intro: {
      strategic:
        'Eine strategische Scorecard: Bearbeiten Sie einen KPI in seiner Zeile; die Punkte aktualisieren sich bei der Eingabe.',
      operational:
        'Eine operative Scorecard: Bearbeiten Sie einen KPI in seiner Zeile; die Punkte aktualisieren sich bei der Eingabe.',
    },
    details: 'Angaben zur Scorecard',
    saveDetails: 'Angaben speichern',
  },
  kpas: {
    add: 'Leistungsbereich hinzufügen',
    newName: 'Neuer Leistungsbereich',
    name: 'Name',
    added: 'Leistungsbereich „{{name}}“ hinzugefügt',
    saved: 'Leistungsbereich „{{name}}“ gespeichert',
    edit: 'Umbenennen',
    editLabel: '{{name}} ändern',
    perspective: 'Perspektive: {{name}}',
    subtotal: 'Gewichtungen {{weight}} % · gewichtete Punkte {{score}}',
    empty: 'Noch keine Leistungsbereiche',
    emptyText: 'Fügen Sie die Bereiche hinzu, unter denen die KPIs dieser Scorecard gruppiert werden.',
    deleteTitle: '{{name}} löschen?',
    confirmDelete:
      'Leistungsbereich „{{name}}“ und seine Kommentare löschen? Ein Bereich mit KPIs kann nicht gelöscht werden.',
    deleted: 'Leistungsbereich „{{name}}“ gelöscht',
    stale:
      'Der Leistungsbereich „{{name}}“ wurde von jemand anderem geändert: Der aktuelle Stand wird angezeigt.',
  },
  kpis: {
    title: 'KPIs',
    add: 'KPI hinzufügen',
    addTo: 'KPI zu {{name}} hinzufügen',
    newKpi: 'neuer KPI',
    cellLabel: '{{field}} von {{name}}',
    noPerspective: 'Keine Perspektive',
    noScore: 'Keine Punkte',
    added: 'KPI „{{name}}“ hinzugefügt',
    saved: 'KPI „{{name}}“ gespeichert',
    deleted: 'KPI „{{name}}“ gelöscht',
    deleteTitle: '{{name}} löschen?',
    confirmDelete: 'KPI „{{name}}“ und seine Kommentare löschen?',
    stale: 'Der KPI „{{name}}“ wurde seit dem Öffnen von jemand anderem geändert.',
    staleRow:
      '„{{name}}“ wurde seit dem Öffnen von jemand anderem geändert. Laden Sie die Zeile neu, um den aktuellen Stand zu sehen, und nehmen Sie Ihre Änderung erneut vor.',
    empty: 'Noch keine KPIs',
    emptyText:
      'Fügen Sie einen KPI hinzu: Ziel, Istwerte und Gewichtung bewerten ihn auf der Bewertungsskala des Plans.',
    fields: {
      name: 'KPI',
      perspectiveId: 'Perspektive',
      kpiType: 'Art',
      optionType: 'Besser, wenn',
      baseline: 'Ausgangswert',
      manualBaseline: 'Ausgangswert (Text)',
      target: 'Ziel',
      manualTarget: 'Ziel (Text)',
      targetDate: 'Zieldatum',
      ytd: 'Seit Jahresbeginn',
      periodicTarget1: 'Ziel Q1',
      periodicTarget2: 'Ziel Q2',
      periodicTarget3: 'Ziel Q3',
      periodicTarget4: 'Ziel Q4',
      actual1: 'Ist Q1',
      actual2: 'Ist Q2',
      actual3: 'Ist Q3',
      actual4: 'Ist Q4',
      weight: 'Gewichtung %',
      manualRatingScore: 'Manuelle Punkte',
      adjustedScore: 'Angepasste Punkte',
      percent: 'Erreicht',
      score: 'Punkte',
      weightedScore: 'Gewichtet',
    },
    kpiType: { Quantitative: 'Quantitativ', Qualitative: 'Qualitativ' },
    optionType: { ASC: 'Niedriger (aufsteigend)', DESC: 'Höher (absteigend)' },
  },
  comments: {
    open: 'Kommentare',
    title: 'Kommentare zu {{name}}',
    listLabel: 'Kommentare zu {{name}}',
    none: 'Noch keine Kommentare.',
    new: 'Ihr Kommentar',
    add: 'Kommentar hinzufügen',
    added: 'Kommentar hinzugefügt',
  },
  corporate: {
    progressReport: 'Fortschrittsbericht (Zielwert, Istwert und Prozent je Quartal und für das Jahr)',
    intro:
      'Die Unternehmens-Scorecards eines Jahresplans: die jährliche, aus einer strategischen Scorecard erstellt, und daraus je eine pro Quartal. Istwerte werden erfasst, solange der Bewertungszeitraum des Quartals offen ist.',
    plansFailed: 'Die Jahrespläne konnten nicht geladen werden',
    noAnnualPlans: 'Noch keine Jahrespläne',
    noAnnualPlansText: 'Unternehmens-Scorecards gehören zu einem Jahresplan: Legen Sie zuerst einen an.',
    tableLabel: 'Unternehmens-Scorecards von {{plan}}',
    type: 'Art',
    annual: 'Jährlich',
    periodic: 'Quartal ({{quarter}})',
    quarters: 'Quartale',
    openPeriodic: 'Scorecard {{quarter}} von {{name}} öffnen',
    addPeriodicFor: 'Scorecard {{quarter}} von {{name}} erstellen',
    empty: 'Noch keine Unternehmens-Scorecards',
    emptyText: 'Erstellen Sie die jährliche Scorecard aus einer der Scorecards des Strategieplans.',
    addAnnual: 'Jährliche Scorecard erstellen',
    addAnnualText:
      'Kopiert eine Scorecard von {{plan}}: ihre Leistungsbereiche und KPIs mit Zielen und Gewichtungen.',
    strategicScorecard: 'Strategische Scorecard',
    chooseStrategic: 'Wählen Sie die zu kopierende strategische Scorecard',
    noStrategic: 'Der Strategieplan hat noch keine Scorecards.',
    nameHint: 'z. B. „Unternehmen 2026“',
    addPeriodic: 'Scorecard {{quarter}} erstellen',
    addPeriodicText:
      'Erstellt die Scorecard {{quarter}} aus „{{name}}“: Das {{quarter}}-Ziel jedes KPI wird zu seinem Ziel.',
    confirmDelete:
      'Unternehmens-Scorecard „{{name}}“ mit ihren KPIs löschen? Eine jährliche kann erst gelöscht werden, wenn die ihrer Quartale entfernt sind.',
    back: 'Alle Unternehmens-Scorecards',
    kpiTableLabel: 'KPIs von {{name}}',
    noKpis: 'Diese Scorecard hat keine KPIs.',
    scoreOf: 'Punkte {{period}}',
    actualLabel: 'Istwert {{quarter}} von {{name}}',
    enterActual: 'Istwert {{quarter}} von {{name}} erfassen',
    enterActualShort: 'Istwert {{quarter}} erfassen',
    saveActual: 'Istwert {{quarter}} von {{name}} speichern',
    actualSaved: 'Istwert {{quarter}} von „{{name}}“ gespeichert',
    editTargets: 'Ziele und Gewichtung von {{name}} bearbeiten',
    editTargetsShort: 'Ziele und Gewichtung bearbeiten',
    windows: 'Bewertungszeiträume',
    windowOpen: '{{quarter}}: offen für Istwerte',
    windowClosed: '{{quarter}}: geschlossen',
    kpasTitle: 'Leistungsbereiche und KPIs',
    kpasIntro:
      'Eigene Leistungsbereiche dieser Scorecard anlegen, umbenennen oder löschen und KPIs darunter anlegen. Ein Bereich mit KPIs, ein KPI mit Ergebnissen oder beides, wenn in eine Quartals-Scorecard übernommen, ist in Gebrauch und kann nicht gelöscht werden. Die Gewichte sollten 100 % ergeben.',
    kpisIntro:
      'KPIs zu dieser Scorecard hinzufügen. Ein KPI mit Ergebnissen oder einer, der in eine Quartals-Scorecard übernommen wurde, ist in Gebrauch und kann nicht gelöscht werden. Die Gewichte sollten 100 % ergeben.',
    kpaFacts_one: '{{count}} KPI, Gewichte {{weight}} %',
    kpaFacts_other: '{{count}} KPIs, Gewichte {{weight}} %',
    confirmDeleteKpa:
      'Den Leistungsbereich „{{name}}“ löschen? Einer mit KPIs oder einer, der in eine Quartals-Scorecard übernommen wurde, kann nicht gelöscht werden.',
    confirmDeleteKpi:
      'Den KPI „{{name}}“ mit seinen Kommentaren löschen? Einer mit Ergebnissen oder einer, der in eine Quartals-Scorecard übernommen wurde, kann nicht gelöscht werden.',
    newKpi: 'Neuer KPI',
    kpiKpa: 'Leistungsbereich',
    chooseKpa: 'Bereich wählen',
    kpaNeeded: 'Wählen Sie den Leistungsbereich, zu dem der KPI gehört',
  },
  inbox: {
    annualIntro:
      'Die jährlichen Unternehmens-Scorecards eines Jahresplans. Wer für sie verantwortlich ist, baut jede aus einer strategischen Scorecard auf und pflegt Zielwerte, Gewichtungen und Istwerte.',
    periodicIntro:
      'Die Unternehmens-Scorecards der Quartale, jede aus einer jährlichen aufgebaut. Die Istwerte eines Quartals werden erfasst, solange sein Bewertungszeitraum offen ist.',
    responsibleAs: 'Sie sind als Leitung von {{units}} für die Unternehmens-Scorecards verantwortlich.',
    responsibleAdmin:
      'Sie sind als Administrator der strategischen Planung für die Unternehmens-Scorecards verantwortlich.',
    notResponsibleTitle: 'Keine Änderung durch Sie',
    notResponsible:
      'Sie können die Unternehmens-Scorecards lesen. Aufbauen und bearbeiten dürfen sie ein Administrator der strategischen Planung oder die Leitung eines Geschäftsbereichs, dem der Strategieplan gehört.',
    accessFailed: 'Die Unternehmens-Scorecards konnten nicht geladen werden',
    addPeriodic: 'Quartals-Scorecard anlegen',
    chooseAnnual: 'Jährliche Scorecard',
    chooseQuarter: 'Quartal',
    noAnnual:
      'Legen Sie zuerst die jährliche Scorecard an: Die Quartals-Scorecards werden aus ihr aufgebaut.',
    allQuarters: 'Jedes Quartal hat seine Scorecard',
    allQuartersText: '„{{name}}“ hat bereits für jedes Quartal eine Quartals-Scorecard.',
  },
};

export default scorecards;
