import type en from '../en/employee-scorecards';
import type { PartialMessages } from '../types';

/** কর্মীর স্কোরকার্ড: প্রধান শব্দগুলো বাংলায়; বাকিটা ইংরেজিতে দেখায়। */
const employeeScorecards: PartialMessages<typeof en> = {
  annualPlan: 'বার্ষিক পরিকল্পনা',
  noAnnualPlans: 'এখনও কোনো বার্ষিক পরিকল্পনা নেই',
  notFound: 'এই স্কোরকার্ডটি খোলা যায়নি',
  backToList: 'স্কোরকার্ডে ফিরে যান',
  type: {
    annual: 'বার্ষিক',
    functional: 'কার্যভিত্তিক',
    periodic: 'ত্রৈমাসিক {{quarter}}',
    library: 'লাইব্রেরি টেমপ্লেট',
  },
  fields: {
    name: 'নাম',
    employee: 'কর্মী',
    type: 'ধরন',
    agreement: 'চুক্তি',
    kpas: 'কেপিএ',
    kpis: 'কেপিআই',
    includeKpa: 'কেপিআই মূল কর্মক্ষেত্রের অধীনে',
    ratingMode: 'মূল্যায়ন',
  },
  ratingMode: { automatic: 'স্বয়ংক্রিয় (প্রকৃত মান থেকে)', manual: 'হাতে দেওয়া স্কোর' },
  list: {
    open: 'খুলুন',
    deleteTitle: '“{{name}}” মুছবেন?',
    confirmDelete: '“{{name}}” এবং এর {{kpis}}টি কেপিআই মন্তব্যসহ মুছে যাবে।',
    deleted: '“{{name}}” মুছে ফেলা হয়েছে',
    stale: '“{{name}}” অন্য কেউ পরিবর্তন করেছেন; সর্বশেষটি দেখানো হচ্ছে।',
  },
  mine: {
    label: 'আমার বার্ষিক স্কোরকার্ড',
    periodicLabel: 'আমার ত্রৈমাসিক স্কোরকার্ড',
    empty: 'এই বছরের জন্য এখনও কোনো স্কোরকার্ড নেই',
    periodicEmpty: 'এখনও কোনো ত্রৈমাসিক স্কোরকার্ড নেই',
  },
  periodic: {
    add: 'ত্রৈমাসিক স্কোরকার্ড তৈরি করুন',
    annual: 'বার্ষিক স্কোরকার্ড থেকে',
    quarter: 'ত্রৈমাসিক',
    closed: '{{quarter}} (চুক্তির সময় বন্ধ)',
    chooseAnnual: 'বার্ষিক স্কোরকার্ড বেছে নিন',
    chooseQuarter: 'ত্রৈমাসিক বেছে নিন',
  },
  subordinates: {
    label: 'আমার অধীনস্থদের স্কোরকার্ড',
    empty: 'এই বছরে আপনার অধীনস্থদের কোনো স্কোরকার্ড নেই',
  },
  library: {
    label: 'স্কোরকার্ড লাইব্রেরি',
    empty: 'লাইব্রেরি খালি',
    add: 'টেমপ্লেট যোগ করুন',
    added: 'টেমপ্লেট “{{name}}” যোগ হয়েছে',
    name: 'টেমপ্লেটের নাম',
  },
  add: {
    chooseAnnualPlan: 'বার্ষিক পরিকল্পনা বেছে নিন',
    chooseTemplate: 'একটি টেমপ্লেট বেছে নিন',
    added: '“{{name}}” যোগ হয়েছে',
    sourceLabel: 'যা থেকে তৈরি',
    source: {
      empty: 'কিছু না (খালি স্কোরকার্ড)',
      library: 'লাইব্রেরির টেমপ্লেট',
      cascade: 'আমার কাছে আসা কর্পোরেট কেপিআই',
    },
    template: 'টেমপ্লেট',
  },
  editor: { delete: 'স্কোরকার্ড মুছুন' },
  tags: {
    title: 'প্রশিক্ষণ ট্যাগ',
    none: 'কোনো প্রশিক্ষণ ট্যাগ নেই',
    edit: 'ট্যাগ সম্পাদনা',
    editLabel: 'ট্যাগ সম্পাদনা: {{name}}',
    inputLabel: '{{name}}-এর প্রশিক্ষণ ট্যাগ',
    saved: '“{{name}}”-এর প্রশিক্ষণ ট্যাগ সংরক্ষিত',
  },
  admin: {
    employeeTitle: 'একজন কর্মীর স্কোরকার্ড',
    pick: 'কর্মী বেছে নিন',
    show: 'স্কোরকার্ড দেখুন',
    addFor: 'তাঁর জন্য স্কোরকার্ড যোগ করুন',
  },
  cascade: {
    title: 'ক্যাসকেড সেটিং',
    kpa: 'মূল কর্মক্ষেত্র',
    kpi: 'কেপিআই',
    to: 'যাদের কাছে যায়',
    none: 'ক্যাসকেড নয়',
    level: { everyone: 'সবাই' },
  },
};

export default employeeScorecards;
