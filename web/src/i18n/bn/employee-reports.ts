import type en from '../en/employee-reports';
import type { Messages } from '../types';

/** কর্মী প্রতিবেদন ও প্রতিবেদনের সূচি বাংলায়। */
const employeeReports: Messages<typeof en> = {
  intro: {
    scorecards:
      'প্রত্যেক সক্রিয় কর্মী ও তাঁর বার্ষিক স্কোরকার্ড — KPA, KPI এবং ওজনের যোগফল ১০০ কি না — আর কোনো ত্রৈমাসিকের জন্য তাঁর ত্রৈমাসিক স্কোরকার্ড ও চুক্তি।',
    kpa: 'একটি ত্রৈমাসিকে প্রত্যেক কর্মীর KPA ও KPI: ওজন, লক্ষ্য, প্রকৃত, নিজের স্কোর, তত্ত্বাবধায়কের স্কোর ও রেটিং।',
    performance: 'বছরের প্রতিটি ত্রৈমাসিকে প্রত্যেক কর্মীর চূড়ান্ত স্কোর, রেটিং পাওয়া ত্রৈমাসিকগুলোর গড় ও প্রবণতা।',
    committeeAgreements:
      'পারফরম্যান্স কমিটি যাঁদের পর্যালোচনা করে তাঁদের চুক্তি: কোম্পানির শীর্ষ ব্যক্তি ও ব্যবসায়িক এককের প্রধানরা।',
    committeeAssessments:
      'পারফরম্যান্স কমিটি যাঁদের পর্যালোচনা করে তাঁদের মূল্যায়ন: কোম্পানির শীর্ষ ব্যক্তি ও ব্যবসায়িক এককের প্রধানরা।',
  },
  select: {
    quarter: 'ত্রৈমাসিক',
    annualOnly: 'শুধু বার্ষিক',
    employee: 'কর্মী',
    allEmployees: 'সব কর্মী',
  },
  empty: {
    employees: 'এই বাছাইয়ে কোনো সক্রিয় কর্মী নেই',
    records: 'এই বাছাইয়ে কোনো ত্রৈমাসিক স্কোরকার্ড নেই',
    recordsText: 'ত্রৈমাসিক স্কোরকার্ড তৈরি হলে কর্মীরা এখানে দেখা যাবেন।',
    committee: 'কোনো পারফরম্যান্স কমিটি নেই',
  },
  summary: {
    total: 'কর্মী',
    withAnnual: 'বার্ষিক স্কোরকার্ড আছে',
    withoutAnnual: 'বার্ষিক স্কোরকার্ড নেই',
    validWeights: 'ওজনের যোগফল ১০০',
    periodicBuilt: 'ত্রৈমাসিক স্কোরকার্ড তৈরি হয়েছে',
  },
  table: {
    employees: 'কর্মীরা',
    employee: 'কর্মী',
    supervisor: 'তত্ত্বাবধায়ক',
    annualScorecard: 'বার্ষিক স্কোরকার্ড',
    kpas: 'KPA',
    kpis: 'KPI',
    weightTotal: 'মোট ওজন',
    valid: 'বৈধ',
    periodicScorecard: 'ত্রৈমাসিক স্কোরকার্ড',
    agreement: 'চুক্তি',
    kpa: 'KPA',
    kpi: 'KPI (উদ্যোগ)',
    weight: 'ওজন',
    target: 'লক্ষ্য',
    actual: 'প্রকৃত',
    selfScore: 'নিজের স্কোর',
    supervisorScore: 'তত্ত্বাবধায়কের স্কোর',
    adjustedScore: 'সমন্বিত',
    score: 'রেটিং',
    competencyScore: 'দক্ষতা স্কোর ({{weight}}%)',
    average: 'গড়',
    trend: 'প্রবণতা',
    total: 'মোট',
    adjustedTotal: 'সমন্বিত মোট',
    assessment: 'মূল্যায়ন',
    none: 'নেই',
  },
  trend: { up: 'ঊর্ধ্বমুখী', down: 'নিম্নমুখী', steady: 'স্থির' },
  blendNote:
    'প্রতিটি ত্রৈমাসিকের স্কোর তার চূড়ান্ত স্কোর: স্কোরকার্ড স্কোর × {{scorecard}}% + ৩৬০ দক্ষতা পর্যালোচনা × {{weight}}%, কর্মীর পর্যালোচনা পাতার মতোই।',
  quarterAverage: 'ত্রৈমাসিক গড়',
  yes: 'হ্যাঁ',
  no: 'না',
  main: {
    intro: 'আপনার কোম্পানির মডিউলগুলোর সব প্রতিবেদন, ক্ষেত্র অনুযায়ী।',
    planning: 'কৌশলগত পরিকল্পনা',
    monthly: 'মাসিক অগ্রগতি',
    performance: 'কর্মক্ষমতা',
    employees: 'কর্মী',
    committee: 'পারফরম্যান্স কমিটি',
    committeeOff: 'আপনার কোম্পানি কমিটির মাধ্যমে পারফরম্যান্স পর্যালোচনা করে না।',
    open: 'খুলুন',
  },
};
export default employeeReports;
