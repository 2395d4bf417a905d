import type en from '../en/risk';
import type { PartialMessages } from '../types';

/** ঝুঁকি রেজিস্টার: প্রধান শব্দগুলো বাংলায়; বাকিটা ইংরেজিতে দেখায়। */
const risk: PartialMessages<typeof en> = {
  registers: { management: 'ঝুঁকি ব্যবস্থাপনা', assessment: 'ঝুঁকি মূল্যায়ন' },
  tabs: { register: 'রেজিস্টার', heatMap: 'হিট ম্যাপ', setup: 'সেটআপ' },
  fields: {
    title: 'শিরোনাম',
    description: 'বিবরণ',
    category: 'বিভাগ',
    team: 'দল',
    owner: 'দায়িত্বপ্রাপ্ত',
    impact: 'প্রভাব',
    likelihood: 'সম্ভাবনা',
    status: 'অবস্থা',
  },
  register: { add: 'ঝুঁকি চিহ্নিত করুন' },
  controls: { title: 'নিয়ন্ত্রণ' },
  mitigations: { title: 'প্রশমন', overdue: 'মেয়াদোত্তীর্ণ' },
  dashboard: { title: 'ঝুঁকি' },
};
export default risk;
