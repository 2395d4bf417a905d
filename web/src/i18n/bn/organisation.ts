import type en from '../en/organisation';
import type { PartialMessages } from '../types';

/** The organisation screens: the frequent words in Bangla; the rest falls back to English. */
const organisation: PartialMessages<typeof en> = {
  levels: {
    'business-unit': { one: 'ব্যবসায়িক একক', many: 'ব্যবসায়িক একক' },
    department: { one: 'বিভাগ', many: 'বিভাগ' },
    division: { one: 'শাখা', many: 'শাখা' },
    section: { one: 'সেকশন', many: 'সেকশন' },
    'sub-section': { one: 'সাব-সেকশন', many: 'সাব-সেকশন' },
    'sub-sub-section': { one: 'সাব-সাব-সেকশন', many: 'সাব-সাব-সেকশন' },
  },
  units: {
    fields: { name: 'নাম', head: 'প্রধান', status: 'অবস্থা', people: 'জন', updatedAt: 'হালনাগাদ' },
    yes: 'হ্যাঁ',
    no: 'না',
  },
  acting: {
    fields: {
      supervisor: 'সুপারভাইজার',
      acting: 'ভারপ্রাপ্ত সুপারভাইজার',
      from: 'থেকে',
      to: 'পর্যন্ত',
      reason: 'কারণ',
    },
  },
  logo: { current: 'বর্তমান লোগো', upload: 'লোগো আপলোড করুন' },
};

export default organisation;
