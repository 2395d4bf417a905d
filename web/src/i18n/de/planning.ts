import type en from '../en/planning';
import type { PartialMessages } from '../types';

/** The planning screens: the frequent words in German; the rest falls back to English. */
const planning: PartialMessages<typeof en> = {
  tabs: { plans: 'Pläne', perspectives: 'Perspektiven', ratingScales: 'Bewertungsskalen' },
  plans: {
    fields: {
      description: 'Beschreibung',
      startDate: 'Beginn',
      endDate: 'Ende',
      status: 'Status',
      perspectives: 'Perspektiven',
      ratingScale: 'Bewertungsskala',
      annualPlans: 'Jahrespläne',
      scorecards: 'Scorecards',
    },
  },
  quarters: {
    open: 'Offen',
    closed: 'Geschlossen',
    notSet: 'Nicht gesetzt',
    startDate: 'Beginn',
    endDate: 'Ende',
  },
};

export default planning;
