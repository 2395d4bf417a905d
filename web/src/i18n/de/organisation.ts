import type en from '../en/organisation';
import type { PartialMessages } from '../types';

/** The organisation screens: the frequent words in German; the rest falls back to English. */
const organisation: PartialMessages<typeof en> = {
  levels: {
    'business-unit': {
      one: 'Geschäftsbereich',
      many: 'Geschäftsbereiche',
      empty: 'Noch keine Geschäftsbereiche',
    },
    department: { one: 'Abteilung', many: 'Abteilungen', empty: 'Noch keine Abteilungen' },
    division: { one: 'Bereich', many: 'Bereiche', empty: 'Noch keine Bereiche' },
    section: { one: 'Sektion', many: 'Sektionen', empty: 'Noch keine Sektionen' },
    'sub-section': { one: 'Untersektion', many: 'Untersektionen', empty: 'Noch keine Untersektionen' },
    'sub-sub-section': {
      one: 'Unter-Untersektion',
      many: 'Unter-Untersektionen',
      empty: 'Noch keine Unter-Untersektionen',
    },
  },
  cascade: { choose: 'Auswählen…', noUnits: 'Hier noch keine Einheiten', loading: 'Wird geladen…' },
  employeePicker: { placeholder: 'Name, E-Mail oder Nummer eingeben', noMatch: 'Keine passende Person' },
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
    noHead: 'Keine Leitung',
    allStatuses: 'Alle Status',
    yes: 'Ja',
    no: 'Nein',
    back: 'Zurück zur Liste',
  },
  chart: {
    expandAll: 'Alle aufklappen',
    collapseAll: 'Alle zuklappen',
    people_one: '{{count}} Person',
    people_other: '{{count}} Personen',
    noHead: 'Keine Leitung',
    empty: 'Noch keine Einheiten',
    inactive: 'Inaktiv',
    views: { chart: 'Diagramm', tree: 'Gliederung' },
  },
  acting: {
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
    states: { Scheduled: 'Geplant', Acting: 'Aktiv', Ended: 'Beendet' },
    empty: 'Keine Vertretungen',
  },
  logo: {
    current: 'Aktuelles Logo',
    none: 'Noch kein Logo',
    title: 'Neues Logo hochladen',
    file: 'Logobild',
    upload: 'Logo hochladen',
    uploaded: 'Logo hochgeladen',
  },
};

export default organisation;
