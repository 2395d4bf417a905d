import type en from '../en/people';
import type { PartialMessages } from '../types';

/** কর্মী পাতাগুলি: প্রচলিত শব্দগুলি বাংলায়; বাকিগুলি ইংরেজিতে ফিরে যায়। */
const people: PartialMessages<typeof en> = {
  fields: {
    firstName: 'নামের প্রথম অংশ',
    lastName: 'নামের শেষ অংশ',
    fullName: 'নাম',
    email: 'ইমেইল',
    employeeNumber: 'কর্মী নম্বর',
    jobTitle: 'পদবি',
    unit: 'ইউনিট',
    supervisor: 'তত্ত্বাবধায়ক',
    access: 'প্রবেশাধিকার',
    status: 'অবস্থা',
    companyRole: 'কোম্পানিতে ভূমিকা',
  },
  access: { None: 'প্রবেশাধিকার নেই', Invited: 'আমন্ত্রিত', Active: 'সক্রিয়', Disabled: 'বন্ধ' },
  roles: { administrator: 'প্রশাসক', employee: 'কর্মী' },
  actions: {
    giveAccess: 'প্রবেশাধিকার দিন',
    revoke: 'প্রবেশাধিকার প্রত্যাহার',
    deactivate: 'নিষ্ক্রিয় করুন',
  },
  import: {
    preview: 'পূর্বরূপ',
    problems: 'সমস্যা',
    lineColumn: 'লাইন',
    imported_one: '{{count}} জন কর্মী আমদানি হয়েছে',
    imported_other: '{{count}} জন কর্মী আমদানি হয়েছে',
    progress: 'আমদানির অগ্রগতি',
    queued: '{{file}} আমদানির অপেক্ষায়…',
    running:
      '{{file}} আমদানি হচ্ছে: {{total}}টির মধ্যে {{done}}টি সারি লেখা হয়েছে। আমদানি শেষ হলে সবগুলো একসাথে দেখা যাবে; আপনি এই পাতা ছেড়ে যেতে পারেন।',
    committing: '{{file}} আমদানি হচ্ছে: সব সারি লেখা হয়েছে, শেষ করা হচ্ছে…',
    undoing: '{{file}} আমদানি শেষ করা যায়নি: লেখা সারিগুলো ফিরিয়ে নেওয়া হচ্ছে…',
    undone: '{{file}} থেকে কিছুই আমদানি হয়নি: {{reason}}',
    undoneNoReason: 'আমদানি শেষ করা যায়নি।',
  },
  staging: { upload: 'আপলোড', deleteSelected: 'মুছুন' },
};

export default people;
