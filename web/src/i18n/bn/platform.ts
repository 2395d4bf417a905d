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
  yesNo: { Yes: 'হ্যাঁ', No: 'না' },
  manuals: { open: 'খুলুন', title: 'শিরোনাম', module: 'মডিউল' },
};

export default platform;
