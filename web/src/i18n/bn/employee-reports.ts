import type en from '../en/employee-reports';
import type { PartialMessages } from '../types';

/** কর্মী প্রতিবেদন ও প্রতিবেদনের সূচি বাংলায়; যা নেই তা ইংরেজিতে দেখায়। */
const employeeReports: PartialMessages<typeof en> = {
  select: {
    quarter: 'ত্রৈমাসিক',
    employee: 'কর্মী',
    allEmployees: 'সব কর্মী',
  },
  summary: {
    total: 'কর্মী',
    withAnnual: 'বার্ষিক স্কোরকার্ড আছে',
    withoutAnnual: 'বার্ষিক স্কোরকার্ড নেই',
  },
  table: {
    employees: 'কর্মীরা',
    employee: 'কর্মী',
    supervisor: 'তত্ত্বাবধায়ক',
    weight: 'ওজন',
    target: 'লক্ষ্য',
    actual: 'প্রকৃত',
    average: 'গড়',
    total: 'মোট',
  },
  trend: { up: 'ঊর্ধ্বমুখী', down: 'নিম্নমুখী', steady: 'স্থির' },
  yes: 'হ্যাঁ',
  no: 'না',
  main: {
    performance: 'কর্মক্ষমতা',
    employees: 'কর্মী',
    open: 'খুলুন',
  },
};
export default employeeReports;
