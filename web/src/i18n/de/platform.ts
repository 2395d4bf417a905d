import type en from '../en/platform';
import type { PartialMessages } from '../types';

/** The owner's screens: the frequent words in German; the rest falls back to English. */
const platform: PartialMessages<typeof en> = {
  company: {
    fields: {
      companyName: 'Firmenname',
      status: 'Status',
      adminName: 'Administrator',
      createdAt: 'Erstellt',
    },
    list: { allStatuses: 'Alle Status' },
    edit: {
      tabs: {
        details: 'Angaben',
        settings: 'Einstellungen',
        logo: 'Logo',
        modules: 'Module',
        audit: 'Änderungsprotokoll',
      },
    },
  },
  settings: {
    requireMicrosoftSignIn: {
      label: 'Mitglieder melden sich mit Microsoft an',
      intro:
        'Bei Ja melden sich die Mitglieder der Firma nur mit ihrem Microsoft-Geschäftskonto an; die Anmeldung mit Passwort wird abgelehnt.',
    },
  },
  yesNo: { Yes: 'Ja', No: 'Nein' },
  manuals: { open: 'Öffnen', title: 'Titel', module: 'Modul' },
};

export default platform;
