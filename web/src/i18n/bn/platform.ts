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
  mails: {
    intro:
      'আপনার কোম্পানির পরিবর্তনের জন্য পাঠানো প্রতিটি মেইল: আমন্ত্রণ ও বিজ্ঞপ্তি। যে মেইল পাঠানো যায়নি তা প্রায় দুই ঘণ্টা ধরে আবার চেষ্টা করা হয়; তারপর তা ব্যর্থ দেখায় এবং আপনি আবার পাঠাতে পারেন।',
    empty: 'এখনো কোনো মেইল নেই',
    fields: {
      to: 'প্রাপক',
      subject: 'বিষয়',
      kind: 'ধরন',
      state: 'অবস্থা',
      attempts: 'চেষ্টা',
      lastAttemptAt: 'শেষ চেষ্টা',
      sentAt: 'পাঠানো হয়েছে',
      lastError: 'শেষ ত্রুটি',
    },
    kinds: { invite: 'আমন্ত্রণ', message: 'বিজ্ঞপ্তি', other: 'মেইল' },
    states: { queued: 'অপেক্ষমাণ', sent: 'পাঠানো হয়েছে', failed: 'ব্যর্থ', skipped: 'প্রয়োজন নেই' },
    nextAttempt: 'পরবর্তী চেষ্টা {{when}}',
    resend: 'আবার পাঠান',
    resent: '{{to}}-এর মেইল আবার সারিতে রাখা হয়েছে।',
  },
};

export default platform;
