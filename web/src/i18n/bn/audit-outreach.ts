import type en from '../en/audit-outreach';
import type { Messages } from '../types';

const auditOutreach: Messages<typeof en> = {
  respondent: {
    heading: 'অডিট প্রশ্নাবলি',
    checking: 'আপনার লিঙ্ক যাচাই করা হচ্ছে…',
    noLink: 'এই পাতাটি আপনার ইমেইলের লিঙ্ক থেকে খোলে। সেই লিঙ্কটি আবার খুলুন।',
    loading: 'প্রশ্নাবলি লোড হচ্ছে…',
    for: '{{name}}-এর জন্য, {{company}}-এর পক্ষে: অডিট “{{audit}}”। প্রতিটি প্রশ্নের উত্তর দিন, তারপর একবার জমা দিন।',
    attach: 'ফাইল সংযুক্ত করুন',
    attachTo: '“{{question}}”-এ ফাইল সংযুক্ত করুন',
    attached: 'সংযুক্ত ফাইল',
    submit: 'উত্তর জমা দিন',
    successHeading: 'ধন্যবাদ',
    success: 'আপনার উত্তর অডিট দলের কাছে পাঠানো হয়েছে। লিঙ্কটি এখন ব্যবহৃত হয়েছে; আপনি এই পাতা বন্ধ করতে পারেন।',
  },
};

export default auditOutreach;
