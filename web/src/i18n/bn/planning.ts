import type en from '../en/planning';
import type { PartialMessages } from '../types';

/** The planning screens: the frequent words in Bangla; the rest falls back to English. */
const planning: PartialMessages<typeof en> = {
  tabs: { plans: 'পরিকল্পনা', perspectives: 'দৃষ্টিকোণ', ratingScales: 'রেটিং স্কেল' },
  plans: {
    fields: {
      description: 'বিবরণ',
      startDate: 'শুরুর তারিখ',
      endDate: 'শেষের তারিখ',
      status: 'অবস্থা',
    },
  },
  quarters: {
    open: 'খোলা',
    closed: 'বন্ধ',
  },
};

export default planning;
