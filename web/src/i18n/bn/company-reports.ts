import type en from '../en/company-reports';
import type { PartialMessages } from '../types';

/** কোম্পানির প্রতিবেদন বাংলায়; যা নেই তা ইংরেজিতে দেখায়। */
const companyReports: PartialMessages<typeof en> = {
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
  },
  table: {
    quarter: 'ত্রৈমাসিক',
    kpa: 'মূল কর্মক্ষেত্র',
    weight: 'ওজন',
    target: 'লক্ষ্য',
    actual: 'প্রকৃত',
    percent: 'শতাংশ',
    score: 'স্কোর',
    total: 'মোট',
    toDate: '{{quarter}} পর্যন্ত',
  },
  company: {
    score: 'কোম্পানির স্কোর',
    assessment: 'কোম্পানি মূল্যায়ন',
    noAssessment: 'এই ত্রৈমাসিকের কোম্পানি মূল্যায়ন এখনও হয়নি',
  },
  employees: {
    title: 'কর্মী',
    records: 'রেকর্ড',
    average: 'গড় চূড়ান্ত স্কোর',
    agreed: 'সম্মত চুক্তি',
    complete: 'সম্পূর্ণ মূল্যায়ন',
  },
  progressive: {
    chart: 'এ পর্যন্ত বছর',
    company: 'কোম্পানির স্কোর',
    employees: 'কর্মীদের গড়',
  },
  ceo: {
    employee: 'কর্মী',
    quarters: 'ত্রৈমাসিক',
    agreement: 'চুক্তি',
    assessment: 'মূল্যায়ন',
    self: 'স্ব-স্কোর',
    total: 'মোট স্কোর',
    final: 'চূড়ান্ত স্কোর',
    company: 'কোম্পানির স্কোর',
    noRecord: 'এই ত্রৈমাসিকে কোনো স্কোরকার্ড নেই',
  },
};
export default companyReports;
