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
  mails: {
    intro:
      'Jede E-Mail, die Änderungen in Ihrem Unternehmen ausgelöst haben: Einladungen und Benachrichtigungen. Eine E-Mail, die nicht gesendet werden konnte, wird etwa zwei Stunden lang erneut versucht; danach gilt sie als fehlgeschlagen und Sie können sie erneut senden.',
    empty: 'Noch keine E-Mails',
    fields: {
      to: 'An',
      subject: 'Betreff',
      kind: 'Art',
      state: 'Status',
      attempts: 'Versuche',
      lastAttemptAt: 'Letzter Versuch',
      sentAt: 'Gesendet',
      lastError: 'Letzter Fehler',
    },
    kinds: { invite: 'Einladung', message: 'Benachrichtigung', other: 'E-Mail' },
    states: {
      queued: 'In der Warteschlange',
      sent: 'Gesendet',
      failed: 'Fehlgeschlagen',
      skipped: 'Nicht nötig',
    },
    nextAttempt: 'nächster Versuch {{when}}',
    resend: 'Erneut senden',
    resent: 'Die E-Mail an {{to}} ist wieder in der Warteschlange.',
  },
};

export default platform;
