import type en from '../en/employee-scorecards';
import type { Messages } from '../types';

/** Mitarbeiter-Scorecards auf Deutsch. */
const employeeScorecards: Messages<typeof en> = {
  annualPlan: 'Jahresplan',
  noAnnualPlans: 'Noch keine Jahrespläne',
  noAnnualPlansText:
    'Mitarbeiter-Scorecards gehören zu einem Jahresplan. Administratoren der strategischen Planung legen sie an.',
  notFound: 'Diese Scorecard konnte nicht geöffnet werden',
  backToList: 'Zurück zu den Scorecards',
  type: {
    annual: 'Jährlich',
    functional: 'Funktional',
    periodic: 'Quartal {{quarter}}',
    library: 'Bibliotheksvorlage',
  },
  fields: {
    name: 'Name',
    employee: 'Mitarbeiter/in',
    type: 'Art',
    agreement: 'Vereinbarung',
    kpas: 'KPAs',
    kpis: 'KPIs',
    includeKpa: 'KPIs unter Leistungsbereichen',
    ratingMode: 'Bewertung',
  },
  ratingMode: { automatic: 'Automatisch (aus den Ist-Werten)', manual: 'Manuelle Bewertung' },
  list: {
    open: 'Öffnen',
    deleteTitle: '„{{name}}“ löschen?',
    confirmDelete: '„{{name}}“ und seine {{kpis}} KPIs samt Kommentaren werden gelöscht.',
    deleted: '„{{name}}“ gelöscht',
    stale: '„{{name}}“ wurde von jemand anderem geändert; der neueste Stand wird gezeigt.',
  },
  mine: {
    intro:
      'Ihre Scorecards für das Jahr: aus der Bibliothek, aus den an Sie kaskadierten Unternehmens-KPIs oder leer.',
    periodicIntro:
      'Ihre Quartals-Scorecards mit ihrer Leistungsvereinbarung. Erstellen Sie eine aus Ihrer Jahres-Scorecard, solange das Vereinbarungsfenster offen ist.',
    label: 'Meine Jahres-Scorecards',
    periodicLabel: 'Meine Quartals-Scorecards',
    empty: 'Noch keine Scorecards für dieses Jahr',
    emptyText: 'Legen Sie Ihre Scorecard für das Jahr an, um Ihre Ziele zu vereinbaren.',
    periodicEmpty: 'Noch keine Quartals-Scorecards',
    periodicEmptyText: 'Erstellen Sie die Scorecard eines Quartals aus Ihrer Jahres-Scorecard.',
  },
  periodic: {
    add: 'Quartals-Scorecard erstellen',
    added: '„{{name}}“ mit Leistungsvereinbarung erstellt',
    annual: 'Aus der Jahres-Scorecard',
    quarter: 'Quartal',
    closed: '{{quarter}} (Vereinbarungsfenster geschlossen)',
    chooseAnnual: 'Wählen Sie die Jahres-Scorecard',
    chooseQuarter: 'Wählen Sie das Quartal',
  },
  subordinates: {
    intro: {
      all: 'Die Scorecards Ihrer direkten Mitarbeitenden: lesen, ändern solange die Vereinbarung es erlaubt, kommentieren.',
      annual: 'Die Jahres-Scorecards Ihrer direkten Mitarbeitenden.',
      periodic: 'Die Quartals-Scorecards Ihrer direkten Mitarbeitenden mit ihren Vereinbarungen.',
    },
    label: 'Scorecards meiner Mitarbeitenden',
    empty: 'Keine Scorecards Ihrer Mitarbeitenden in diesem Jahr',
    emptyText: 'Sie erscheinen hier, sobald Ihre Mitarbeitenden sie anlegen.',
  },
  library: {
    intro:
      'Wiederverwendbare Scorecards als Vorlage. Administratoren des Leistungsmanagements pflegen die Bibliothek.',
    label: 'Scorecard-Bibliothek',
    empty: 'Die Bibliothek ist leer',
    emptyText: 'Legen Sie eine Vorlage an, dann ihre KPAs und KPIs.',
    add: 'Vorlage hinzufügen',
    added: 'Vorlage „{{name}}“ hinzugefügt',
    name: 'Name der Vorlage',
  },
  add: {
    chooseAnnualPlan: 'Wählen Sie den Jahresplan',
    chooseTemplate: 'Wählen Sie eine Vorlage',
    loadingTemplates: 'Vorlagen werden geladen…',
    added: '„{{name}}“ hinzugefügt',
    nameHint: 'z. B. „Vertrieb 2026“',
    sourceLabel: 'Erstellen aus',
    sourceHint:
      'Ziele und Gewichte der Vorlage oder der Unternehmens-KPIs werden kopiert; Sie können sie danach ändern.',
    source: {
      empty: 'Nichts (leere Scorecard)',
      library: 'Einer Bibliotheksvorlage',
      cascade: 'Den an mich kaskadierten Unternehmens-KPIs',
    },
    template: 'Vorlage',
  },
  editor: {
    intro:
      'Legen Sie die KPIs und ihre Gewichte fest (zusammen 100). Bewertungen erscheinen beim Tippen; Kommentare stehen seitlich.',
    readOnly:
      'Sie können diese Scorecard lesen und kommentieren; ihre Vereinbarung erlaubt keine Änderungen mehr.',
    delete: 'Scorecard löschen',
  },
  tags: {
    title: 'Schulungs-Tags',
    intro: 'Der Schulungsbedarf jedes KPIs, durch Kommas getrennt.',
    noKpis: 'Fügen Sie KPIs hinzu, um Schulungsbedarf zu vermerken.',
    none: 'Keine Schulungs-Tags',
    edit: 'Tags bearbeiten',
    editLabel: 'Tags bearbeiten: {{name}}',
    inputLabel: 'Schulungs-Tags von {{name}}',
    placeholder: 'z. B. Verhandlung, Excel',
    saved: 'Schulungs-Tags von „{{name}}“ gespeichert',
    stale: 'Der KPI „{{name}}“ wurde von jemand anderem geändert; der neueste Stand wird gezeigt.',
  },
  admin: {
    only: 'Nur Administratoren des Leistungsmanagements verwalten hier Mitarbeiter-Scorecards.',
    intro:
      'Wählen Sie eine Person, um ihre Scorecards zu sehen und anzulegen; legen Sie die Kaskadierung der Unternehmens-KPIs fest; pflegen Sie die Bibliothek.',
    employeeTitle: 'Scorecards einer Person',
    pick: 'Person wählen',
    show: 'Scorecards zeigen',
    addFor: 'Scorecard für sie anlegen',
    addFunctionalFor: 'Funktionale Scorecard für sie anlegen',
    tableLabel: 'Scorecards der Person',
    empty: 'Keine Scorecards für diese Person und dieses Jahr',
  },
  saveAsTemplate: {
    button: 'Als Vorlage speichern',
    title: 'Als Bibliotheksvorlage speichern',
    text: 'Die KPAs und KPIs von „{{name}}“ mit ihren Gewichten und Zielen (ohne Ist-Werte und Bewertungen) werden zu einer Vorlage, aus der alle ihre Scorecard erstellen können.',
    confirm: 'In der Bibliothek speichern',
    nameRequired: 'Geben Sie der Vorlage einen Namen.',
    saved: 'Vorlage „{{name}}“ in der Bibliothek gespeichert',
  },
  cascade: {
    title: 'Kaskadierung',
    intro:
      'Wie weit jeder KPI der jährlichen Unternehmens-Scorecard in die kaskadierten Scorecards der Organisation reicht.',
    corporate: 'Unternehmens-Scorecard',
    noCorporate: 'Dieser Jahresplan hat noch keine jährliche Unternehmens-Scorecard',
    tableLabel: 'Kaskadierung von {{name}}',
    noKpis: 'Die Unternehmens-Scorecard hat noch keine KPIs',
    kpa: 'Leistungsbereich',
    kpi: 'KPI',
    to: 'Kaskadiert an',
    toLabel: '{{name}} kaskadieren an',
    none: 'Nicht kaskadiert',
    saved: 'Kaskadierung von „{{name}}“ gespeichert',
    stale: 'Der KPI „{{name}}“ wurde von jemand anderem geändert; der neueste Stand wird gezeigt.',
    level: {
      businessUnit: 'Leitungen der Geschäftsbereiche',
      department: 'Abteilungsleitungen und höher',
      division: 'Bereichsleitungen und höher',
      section: 'Sektionsleitungen und höher',
      subSection: 'Untersektionsleitungen und höher',
      subSubSection: 'Unter-Untersektionsleitungen und höher',
      everyone: 'Alle',
    },
  },
};

export default employeeScorecards;
