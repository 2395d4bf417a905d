import type en from '../en/company-reports';
import type { Messages } from '../types';

/** কোম্পানির প্রতিবেদন বাংলায়। */
const companyReports: Messages<typeof en> = {
  intro: {
    company: 'কোম্পানির ত্রৈমাসিক: কর্পোরেট স্কোরকার্ডের স্কোর, কোম্পানি মূল্যায়ন এবং পাশে কর্মীদের ত্রৈমাসিক।',
    progressive: 'এ পর্যন্ত বছর: প্রতিটি কর্পোরেট KPI, মূল কর্মক্ষেত্র ও কোম্পানি, ত্রৈমাসিক অনুযায়ী ও এ পর্যন্ত।',
    ceo: 'প্রধান নির্বাহীর বছর, ত্রৈমাসিক অনুযায়ী, পাশে কোম্পানির ত্রৈমাসিক।',
  },
  select: {
    annualPlan: 'বার্ষিক পরিকল্পনা',
    employee: 'কর্মী',
    employeeHint: 'প্রধান নির্বাহীর জন্য খালি রাখুন (সক্রিয় কর্মী যিনি কারও অধীনে নন)।',
  },
  empty: {
    annualPlans: 'এখনও কোনো বার্ষিক পরিকল্পনা নেই',
    scorecards: 'এই বার্ষিক পরিকল্পনার কোনো কর্পোরেট স্কোরকার্ড নেই',
    scorecardsText: 'কোম্পানির স্কোর দেখতে কৌশলগত পরিকল্পনায় বার্ষিক কর্পোরেট স্কোরকার্ড তৈরি করুন।',
  },
  table: {
    quarter: 'ত্রৈমাসিক',
    kpa: 'মূল কর্মক্ষেত্র',
    kpi: 'KPI',
    weight: 'ওজন',
    target: 'লক্ষ্য',
    actual: 'প্রকৃত',
    percent: 'শতাংশ',
    score: 'স্কোর',
    weightedScore: 'ওজনযুক্ত স্কোর',
    total: 'মোট',
    adjustedTotal: 'সমন্বিত মোট',
    toDate: '{{quarter}} পর্যন্ত',
  },
  company: {
    score: 'কোম্পানির স্কোর',
    assessment: 'কোম্পানি মূল্যায়ন',
    noAssessment: 'এই ত্রৈমাসিকের কোম্পানি মূল্যায়ন এখনও হয়নি',
    assessmentStatus: '{{status}}: {{score}}',
    source: {
      periodic: 'ত্রৈমাসিকের পর্যায়ভিত্তিক স্কোরকার্ড',
      annual: 'বার্ষিক স্কোরকার্ড, ত্রৈমাসিকের জন্য রেটিং করা (কোনো পর্যায়ভিত্তিক স্কোরকার্ড তৈরি হয়নি)',
    },
    unitsNote: 'কর্পোরেট KPI কোনো ইউনিটের নয়: ব্যবসায়িক একক ও বিভাগ শুধু কর্মীদের বাছাই সীমিত করে।',
  },
  employees: {
    title: 'কর্মী',
    text: 'বাছাই করা ইউনিটগুলোর পারফরম্যান্স রেকর্ড।',
    records: 'রেকর্ড',
    average: 'গড় চূড়ান্ত স্কোর',
    agreed: 'সম্মত চুক্তি',
    complete: 'সম্পূর্ণ মূল্যায়ন',
  },
  progressive: {
    chart: 'এ পর্যন্ত বছর',
    chartLabel: 'ত্রৈমাসিক অনুযায়ী ও এ পর্যন্ত কোম্পানির স্কোর, এবং কর্মীদের গড়: {{values}}',
    company: 'কোম্পানির স্কোর',
    companyToDate: 'এ পর্যন্ত কোম্পানির স্কোর',
    employees: 'কর্মীদের গড়',
    kpis: 'KPI',
    kpas: 'মূল কর্মক্ষেত্র',
  },
  ceo: {
    employee: 'কর্মী',
    default: 'প্রধান নির্বাহী',
    quarters: 'ত্রৈমাসিক',
    agreement: 'চুক্তি',
    assessment: 'মূল্যায়ন',
    qa: 'QA',
    self: 'স্ব-স্কোর',
    total: 'মোট স্কোর',
    adjusted: 'সমন্বিত স্কোর',
    final: 'চূড়ান্ত স্কোর',
    company: 'কোম্পানির স্কোর',
    companyAssessment: 'কোম্পানি মূল্যায়ন',
    noRecord: 'এই ত্রৈমাসিকে কোনো স্কোরকার্ড নেই',
    kpis: '{{quarter}}: {{name}}',
  },
};
export default companyReports;
