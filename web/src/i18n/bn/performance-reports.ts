import type en from '../en/performance-reports';
import type { Messages } from '../types';

/** পারফরম্যান্স প্রতিবেদন বাংলায়। */
const performanceReports: Messages<typeof en> = {
  intro: {
    agreements: 'একটি ত্রৈমাসিকের পারফরম্যান্স চুক্তি, অবস্থা অনুযায়ী গণনা করা, প্রতিটি কর্মীর চুক্তিসহ।',
    assessments: 'একটি ত্রৈমাসিকের মূল্যায়ন, মূল্যায়ন ও QA অবস্থা অনুযায়ী গণনা করা, প্রতিটি কর্মীর মূল্যায়নসহ।',
    scores: 'একটি ত্রৈমাসিকে প্রতিটি কর্মীর মোট ও সমন্বিত স্কোর, পরিকল্পনার রেটিং স্কেলের রঙে।',
    curve: 'একটি ত্রৈমাসিকের রেটিং ০ থেকে ৬ স্কোরের মধ্যে কীভাবে ছড়িয়ে আছে।',
  },
  select: {
    annualPlan: 'বার্ষিক পরিকল্পনা',
    quarter: 'ত্রৈমাসিক',
    businessUnit: 'ব্যবসায়িক ইউনিট',
    department: 'বিভাগ',
    all: 'সব',
  },
  empty: {
    annualPlans: 'এখনও কোনো বার্ষিক পরিকল্পনা নেই',
    records: 'এই নির্বাচনের জন্য কোনো পারফরম্যান্স রেকর্ড নেই',
    recordsText: 'কর্মীরা তাঁদের ত্রৈমাসিক স্কোরকার্ড যোগ করলে রেকর্ড দেখা যাবে।',
  },
  counts: {
    agreement: 'চুক্তির অবস্থা অনুযায়ী',
    assessment: 'মূল্যায়নের অবস্থা অনুযায়ী',
    qa: 'QA অবস্থা অনুযায়ী',
  },
  curve: {
    title: 'পারফরম্যান্স কার্ভ',
    count: 'কর্মী',
    label: 'প্রতি স্কোরে কর্মী: {{values}}',
  },
  table: {
    employees: 'কর্মী',
    employee: 'কর্মী',
    supervisor: 'তত্ত্বাবধায়ক',
    status: 'অবস্থা',
    count: 'সংখ্যা',
    percent: 'শতাংশ',
    score: 'স্কোর',
    band: 'ব্যান্ড',
    agreementType: 'চুক্তির ধরন',
    agreementStatus: 'চুক্তির অবস্থা',
    assessmentStatus: 'মূল্যায়নের অবস্থা',
    reviewComplete: 'পর্যালোচনা সম্পূর্ণ',
    qaStatus: 'QA অবস্থা',
    totalScore: 'মোট স্কোর',
    adjustedScore: 'সমন্বিত স্কোর',
    competencyScore: 'দক্ষতা স্কোর ({{weight}}%)',
    finalScore: 'চূড়ান্ত স্কোর',
  },
  total_one: 'মোট {{count}} জন কর্মী',
  total_other: 'মোট {{count}} জন কর্মী',
  blendNote:
    'চূড়ান্ত স্কোর = স্কোরকার্ড স্কোর × {{scorecard}}% + ৩৬০ দক্ষতা পর্যালোচনা × {{weight}}%, প্রত্যেক কর্মীর পর্যালোচনা পাতার মতোই।',
  average: 'গড় স্কোর',
  yes: 'হ্যাঁ',
  no: 'না',
};
export default performanceReports;
