import { reminderKindInfo } from '@stratum/contracts';
import { db } from '../db';
import { leadDaysOf } from '../kernel/reminder-rules';

/**
 * How many days before its due date an activity counts as due soon: the status (Upcoming rather
 * than Compliant), the required actions, their counts and the `compliance-due-soon` reminder all
 * use this one number, so what the screens show and what is mailed agree. It is the company's
 * lead time for that reminder kind when an administrator set one, else the kind's default.
 */
export const dueSoonLeadDays = (own: number | undefined): number =>
  leadDaysOf(reminderKindInfo('compliance-due-soon'), own)!;

/** The company's due-soon lead time (one GetItem). */
export const loadDueSoonLeadDays = async (companyId: string): Promise<number> => {
  const { data } = await db()
    .entities.reminderSetting.get({ companyId, kind: 'compliance-due-soon' })
    .go({ attributes: ['leadDays'] });
  return dueSoonLeadDays(data?.leadDays);
};
