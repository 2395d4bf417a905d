import type en from '../en/organisation';
import type { Messages } from '../types';

/**
 * Die Organisationsseiten: die sechs Hierarchieebenen, das Organigramm, Vertretungen, das Logo und
 * die Auswahlfelder der Personalseiten. Ebenennamen stehen möglichst ohne Artikel, weil sie in
 * mehreren Fällen eingesetzt werden.
 */
const organisation: Messages<typeof en> = {
  levels: {
    'business-unit': {
      one: 'Geschäftsbereich',
      many: 'Geschäftsbereiche',
      a: 'einen Geschäftsbereich',
      intro: 'Die oberste Ebene der Organisation: Jede Abteilung gehört zu einem Geschäftsbereich.',
      empty: 'Noch keine Geschäftsbereiche',
    },
    department: {
      one: 'Abteilung',
      many: 'Abteilungen',
      a: 'eine Abteilung',
      intro: 'Abteilungen liegen unter einem Geschäftsbereich.',
      empty: 'Noch keine Abteilungen',
    },
    division: {
      one: 'Bereich',
      many: 'Bereiche',
      a: 'einen Bereich',
      intro: 'Bereiche liegen unter einer Abteilung.',
      empty: 'Noch keine Bereiche',
    },
    section: {
      one: 'Sektion',
      many: 'Sektionen',
      a: 'eine Sektion',
      intro: 'Sektionen liegen unter einem Bereich.',
      empty: 'Noch keine Sektionen',
    },
    'sub-section': {
      one: 'Untersektion',
      many: 'Untersektionen',
      a: 'eine Untersektion',
      intro: 'Untersektionen liegen unter einer Sektion.',
      empty: 'Noch keine Untersektionen',
    },
    'sub-sub-section': {
      one: 'Unter-Untersektion',
      many: 'Unter-Untersektionen',
      a: 'eine Unter-Untersektion',
      intro: 'Unter-Untersektionen liegen unter einer Untersektion: die tiefste Ebene.',
      empty: 'Noch keine Unter-Untersektionen',
    },
  },
  cascade: {
    choose: 'Auswählen…',
    chooseAbove: 'Wählen Sie zuerst die übergeordnete Ebene ({{level}})',
    none: 'Ohne {{level}}',
    inactive: '{{name}} (inaktiv)',
    noUnits: 'Hier noch keine Einheiten',
    loading: 'Wird geladen…',
  },
  employeePicker: {
    placeholder: 'Name, E-Mail oder Nummer eingeben',
    noMatch: 'Keine passende aktive Person',
  },
  units: {
    levelsLabel: 'Organisationsebenen',
    fields: {
      name: 'Name',
      parent: 'Gehört zu',
      path: 'Gehört zu',
      head: 'Leitung',
      status: 'Status',
      people: 'Personen',
      units: 'Einheiten darunter',
      strategyPlanOwner: 'Hat einen Strategieplan',
      updatedAt: 'Geändert',
    },
    hints: {
      parent: 'Wählen Sie die übergeordnete Einheit ({{level}}).',
      parentLocked:
        'Eine Einheit mit untergeordneten Einheiten oder Personen kann nicht verschoben werden: Ihre Position wird nur zur Information angezeigt.',
      status: 'Eine inaktive Einheit nimmt keine neuen Einheiten oder Personen auf; bestehende bleiben.',
      strategyPlanOwner: 'Ob dieser Geschäftsbereich einen eigenen Strategieplan hat.',
      head: 'Die Leitung wird bei der Person festgelegt (Kennzeichen „Leitung“).',
    },
    noHead: 'Keine Leitung',
    allStatuses: 'Alle Status',
    add: 'Hinzufügen: {{level}}',
    addFirst: 'Erste Einheit hinzufügen ({{level}})',
    parentRequired: 'Bitte auswählen: {{level}}',
    parentFirst: 'Zuerst {{level}} hinzufügen',
    parentFirstText: 'Jede Einheit der Ebene „{{child}}“ braucht {{parent}} darüber, und es gibt noch keine.',
    added: '{{name}} hinzugefügt',
    saved: '{{name}} gespeichert',
    deleted: '{{name}} gelöscht',
    deleteTitle: '{{name}} löschen?',
    confirmDelete: 'Möchten Sie „{{name}}“ ({{level}}) löschen? Dies kann nicht rückgängig gemacht werden.',
    stale:
      '„{{name}}“ wurde von jemand anderem geändert: Die Liste zeigt die aktuelle Fassung. Versuchen Sie es erneut.',
    notFound: 'Diese Einheit wurde nicht gefunden',
    notFoundText:
      'Sie wurde möglicherweise gelöscht. Kehren Sie zur Liste zurück, um die aktuellen Einheiten zu sehen.',
    back: 'Zurück zur Liste',
    yes: 'Ja',
    no: 'Nein',
  },
  chart: {
    intro: 'Jede Einheit mit ihrer Leitung und der Zahl ihrer Personen.',
    businessUnit: 'Geschäftsbereich',
    allBusinessUnits: 'Alle Geschäftsbereiche',
    includeInactive: 'Inaktive Einheiten anzeigen',
    expandAll: 'Alle aufklappen',
    collapseAll: 'Alle zuklappen',
    people_one: '{{count}} Person',
    people_other: '{{count}} Personen',
    employees_one: '{{count}} Person im Unternehmen',
    employees_other: '{{count}} Mitarbeitende im Unternehmen',
    noHead: 'Keine Leitung',
    empty: 'Noch keine Einheiten',
    emptyText:
      'Fügen Sie einen Geschäftsbereich und darunter Abteilungen hinzu – das Organigramm entsteht von selbst.',
    treeLabel: 'Organigramm',
    company: 'Das Unternehmen',
    view: 'Ansicht',
    views: { chart: 'Diagramm', tree: 'Gliederung' },
    expand: 'Einheiten unter {{name}} anzeigen',
    collapse: 'Einheiten unter {{name}} ausblenden',
    inactive: 'Inaktiv',
  },
  acting: {
    intro:
      'Während eine vorgesetzte Person abwesend ist, genehmigt jemand anderes an ihrer Stelle zwischen zwei Daten (beide eingeschlossen).',
    fields: {
      supervisor: 'Vorgesetzte Person',
      acting: 'Vertretung',
      from: 'Von',
      to: 'Bis',
      reason: 'Grund',
      state: 'Stand',
      setBy: 'Eingetragen von',
      updatedAt: 'Geändert',
    },
    required: {
      supervisor: 'Wählen Sie die abwesende vorgesetzte Person',
      acting: 'Wählen Sie die Vertretung',
      to: 'Wählen Sie den letzten Tag',
    },
    hints: {
      supervisor: 'Die abwesende Person.',
      acting: 'Wer an ihrer Stelle genehmigt.',
      reason: 'Optional: der Grund, für alle, die ihn sehen (höchstens 500 Zeichen).',
    },
    states: { Scheduled: 'Geplant', Acting: 'Aktiv', Ended: 'Beendet' },
    includeEnded: 'Beendete Vertretungen einbeziehen',
    set: 'Vertretung festlegen',
    edit: 'Vertretung ändern',
    editTitle: 'Vertretung für {{name}}',
    unset: 'Vertretung beenden',
    unsetTitle: 'Vertretung für {{name}} beenden?',
    confirmUnset: '{{acting}} vertritt {{name}} nicht mehr. Genehmigungen gehen wieder an {{name}}.',
    unsetDone: '{{acting}} vertritt {{name}} nicht mehr',
    saved: '{{acting}} vertritt {{name}} vom {{from}} bis {{to}}',
    replaces:
      '{{name}} hat bereits eine Vertretung ({{acting}}, {{from}} bis {{to}}): Beim Speichern wird diese ersetzt.',
    empty: 'Keine Vertretungen',
    emptyText: 'Legen Sie eine fest, wenn eine vorgesetzte Person abwesend sein wird.',
    stale:
      'Die Vertretung für {{name}} wurde von jemand anderem geändert: Der aktuelle Stand wird angezeigt. Versuchen Sie es erneut.',
  },
  logo: {
    intro: 'Das Logo Ihres Unternehmens erscheint für alle im Unternehmen in der Kopfzeile.',
    current: 'Aktuelles Logo',
    alt: 'Logo von {{company}}',
    none: 'Noch kein Logo',
    noneText: 'Bis Sie eines hochladen, zeigt die Kopfzeile den Namen des Unternehmens.',
    title: 'Neues Logo hochladen',
    file: 'Logobild',
    hint: 'PNG, JPEG oder WebP, höchstens {{size}}. Ein breites Logo von etwa 40 Pixel Höhe passt am besten in die Kopfzeile.',
    required: 'Wählen Sie ein Bild zum Hochladen',
    upload: 'Logo hochladen',
    uploaded: 'Logo hochgeladen',
  },
};

export default organisation;
