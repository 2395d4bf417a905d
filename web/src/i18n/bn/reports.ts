import type en from '../en/reports';
import type { PartialMessages } from '../types';

/** The planning reports: the frequent words in Bangla; the rest falls back to English. */
const reports: PartialMessages<typeof en> = {
  select: { plan: 'কৌশলগত পরিকল্পনা', scorecard: 'স্কোরকার্ড', annualPlan: 'বার্ষিক পরিকল্পনা', period: 'সময়কাল' },
  period: { annual: 'বছর' },
  export: { xlsx: 'এক্সেলে রপ্তানি', pdf: 'পিডিএফে রপ্তানি' },
  table: {
    target: 'লক্ষ্য',
    actual: 'প্রকৃত',
    percent: 'শতাংশ',
    score: 'স্কোর',
    weight: 'ওজন',
    total: 'মোট',
  },
  charts: { byPerspective: 'দৃষ্টিকোণ অনুযায়ী স্কোর', target: 'লক্ষ্য', actual: 'প্রকৃত' },
};
export default reports;
