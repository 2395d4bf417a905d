import type en from '../en/audit-outreach';
import type { Messages } from '../types';

const auditOutreach: Messages<typeof en> = {
  respondent: {
    heading: 'Prüfungsfragebogen',
    checking: 'Ihr Link wird geprüft…',
    noLink: 'Diese Seite öffnet sich über den Link in Ihrer E-Mail. Öffnen Sie diesen Link erneut.',
    loading: 'Der Fragebogen wird geladen…',
    for: 'Für {{name}}, im Auftrag von {{company}}: Prüfung „{{audit}}“. Beantworten Sie jede Frage und senden Sie einmal ab.',
    attach: 'Datei anhängen',
    attachTo: 'Datei an „{{question}}“ anhängen',
    attached: 'Angehängte Dateien',
    submit: 'Antworten absenden',
    successHeading: 'Vielen Dank',
    success:
      'Ihre Antworten wurden an das Prüfungsteam gesendet. Der Link ist nun verbraucht; Sie können diese Seite schließen.',
  },
};

export default auditOutreach;
