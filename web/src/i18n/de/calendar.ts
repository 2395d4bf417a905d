/** Der Kalender (/app/calendar): Fälliges aus allen Modulen der Person und ihr Kalender-Abonnement. */
const calendar = {
  title: 'Kalender',
  intro:
    'Was in Ihren Modulen fällig ist: Quartale, Bewertungs- und Vereinbarungsfristen, Compliance-Termine.',
  label: 'Fällig im {{month}}',
  previous: 'Vorheriger Monat',
  next: 'Nächster Monat',
  today: 'Dieser Monat',
  count_one: '{{count}} Termin',
  count_other: '{{count}} Termine',
  empty: 'In diesem Monat ist nichts fällig.',
  legend: 'Module',
  ends: '{{what}} endet',
  continues: '{{what}} (Fortsetzung)',
  modules: {
    planning: 'Strategische Planung',
    performance: 'Leistungsmanagement',
    compliance: 'Compliance-Management',
  },
  feed: {
    title: 'Kalender-Abonnement',
    intro:
      'Abonnieren Sie Ihren Kalender in Ihrem Mailprogramm (Outlook, Google Kalender, Apple Kalender) mit dieser privaten Adresse. Wer sie kennt, kann Ihre Termine lesen: Erstellen Sie einen neuen Link oder ziehen Sie ihn zurück, falls er weitergegeben wurde.',
    address: 'Ihre private Kalenderadresse',
    copy: 'Kopieren',
    create: 'Kalender-Link erstellen',
    renew: 'Neuen Link erstellen',
    renewTitle: 'Neuen Link erstellen?',
    renewMessage: 'Ihr bisheriger Link funktioniert sofort nicht mehr; abonnieren Sie mit dem neuen erneut.',
    revoke: 'Link zurückziehen',
    revokeTitle: 'Kalender-Link zurückziehen?',
    revokeMessage: 'Mailprogramme, die damit abonniert haben, erhalten ab sofort nichts mehr.',
    made: 'Erstellt',
    expires: 'läuft ab',
  },
};
export default calendar;
