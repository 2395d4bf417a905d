import type en from '../en/scorecards';
import type { PartialMessages } from '../types';

/** The scorecard screens: the frequent words in Bangla; the rest falls back to English. */
const scorecards: PartialMessages<typeof en> = {
  fields: {
    name: 'নাম',
    kpis: 'কেপিআই',
    visible: 'দৃশ্যমান',
    total: 'মোট স্কোর',
  },
  period: { annual: 'বছর' },
  summary: { total: 'মোট স্কোর' },
  kpis: {
    fields: {
      target: 'লক্ষ্য',
      weight: 'ওজন %',
      score: 'স্কোর',
    },
  },
  comments: { open: 'মন্তব্য' },
};

export default scorecards;
