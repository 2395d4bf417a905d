import type en from '../en/platform';
import type { PartialMessages } from '../types';

/** The owner's screens: the frequent words in Bangla; the rest falls back to English. */
const platform: PartialMessages<typeof en> = {
  company: {
    fields: {
      companyName: 'কোম্পানির নাম',
      status: 'অবস্থা',
      createdAt: 'তৈরি হয়েছে',
    },
    edit: {
      tabs: {
        details: 'বিবরণ',
        settings: 'সেটিংস',
        logo: 'লোগো',
        modules: 'মডিউল',
        audit: 'অডিট ট্রেইল',
      },
    },
  },
  settings: {
    requireMicrosoftSignIn: {
      label: 'সদস্যদের Microsoft দিয়ে সাইন ইন করতে হবে',
      intro:
        'হ্যাঁ হলে কোম্পানির সদস্যরা শুধু তাদের Microsoft কাজের অ্যাকাউন্ট দিয়ে সাইন ইন করেন; পাসওয়ার্ড দিয়ে সাইন ইন প্রত্যাখ্যাত হয়।',
    },
  },
  yesNo: { Yes: 'হ্যাঁ', No: 'না' },
  manuals: { open: 'খুলুন', title: 'শিরোনাম', module: 'মডিউল' },
};

export default platform;
