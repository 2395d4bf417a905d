import type en from '../en/people';
import type { PartialMessages } from '../types';

/** Die Personalseiten: die häufigen Wörter auf Deutsch; der Rest fällt auf Englisch zurück. */
const people: PartialMessages<typeof en> = {
  fields: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    fullName: 'Name',
    email: 'E-Mail',
    employeeNumber: 'Personalnummer',
    jobTitle: 'Stellenbezeichnung',
    unit: 'Einheit',
    placement: 'Zuordnung',
    supervisor: 'Vorgesetzte Person',
    head: 'Leitung von',
    access: 'Zugang',
    status: 'Status',
    createdAt: 'Hinzugefügt',
    companyRole: 'Rolle im Unternehmen',
  },
  access: { None: 'Kein Zugang', Invited: 'Eingeladen', Active: 'Aktiv', Disabled: 'Gesperrt' },
  roles: { administrator: 'Administration', employee: 'Mitarbeitende' },
  list: {
    allStatuses: 'Alle Status',
    unitFilter: 'In Einheit',
    empty: 'Noch keine Mitarbeitenden',
    addFirst: 'Erste Person hinzufügen',
    sage: 'Aus Sage',
    cow: 'Aus Cow',
  },
  actions: {
    giveAccess: 'Zugang geben',
    resend: 'Einladung erneut senden',
    revoke: 'Zugang entziehen',
    deactivate: 'Deaktivieren',
    role: 'Rolle und Modulzugang',
  },
  form: { add: 'Mitarbeitende hinzufügen', giveAccess: 'Jetzt Zugang geben', active: 'Aktiv' },
  import: {
    template: 'Vorlage herunterladen',
    preview: 'Vorschau',
    problems: 'Probleme',
    lineColumn: 'Zeile',
    line: 'Zeile {{line}}',
    imported_one: '{{count}} Mitarbeitende:r importiert',
    imported_other: '{{count}} Mitarbeitende importiert',
    progress: 'Importfortschritt',
    queued: 'Der Import von {{file}} wartet…',
    running:
      'Import von {{file}}: {{done}} von {{total}} Zeilen geschrieben. Alle erscheinen gemeinsam, sobald der Import abgeschlossen ist; Sie können diese Seite verlassen.',
    committing: 'Import von {{file}}: alle Zeilen geschrieben, wird abgeschlossen…',
    undoing:
      'Der Import von {{file}} konnte nicht abgeschlossen werden: die geschriebenen Zeilen werden zurückgenommen…',
    undone: 'Aus {{file}} wurde nichts importiert: {{reason}}',
    undoneNoReason: 'Der Import konnte nicht abgeschlossen werden.',
  },
  staging: {
    upload: 'Hochladen',
    addSelected: 'Als Mitarbeitende hinzufügen',
    deleteSelected: 'Löschen',
    states: { Pending: 'Wartend', Added: 'Hinzugefügt' },
  },
};

export default people;
