import { addDays } from '@stratum/rules';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import { NONE_DUE, type ComplianceActivityItem } from '../entities/compliance-activity';

export const findActivity = async (
  companyId: string,
  activityId: string,
  field = 'id',
): Promise<ComplianceActivityItem> => {
  const { data } = await db().entities.complianceActivity.get({ companyId, activityId }).go();
  if (!data) throw new AppError('NOT_FOUND', `${field}: no such compliance activity in your company`);
  return data;
};

/** The calendar day of an instant, in UTC (the day the status and reminders are judged on). */
export const dayOf = (d: Date): string => d.toISOString().slice(0, 10);

/**
 * The index attributes a next due date gives: `dueKey` (NONE_DUE when nothing more is due) and
 * `overdueFrom`, the first day the activity is Overdue (due date + grace days + 1).
 */
export const dueFields = (next: string | null, graceDays: number) => ({
  dueKey: next ?? NONE_DUE,
  overdueFrom: next ? addDays(next, graceDays + 1) : NONE_DUE,
});
