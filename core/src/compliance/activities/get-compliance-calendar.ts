import type { TActivity, TCalendarRequest } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { loadSetup } from '../setup/setup-store';
import { dayOf } from './activity-store';
import { toActivities } from './activity-view';

/** The last day of a month (YYYY-MM). */
const monthEnd = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/**
 * The activities whose next due date falls in a month, by due date: one range Query on the
 * due-date index. An activity shows on the date it is next due (a later period appears once the
 * current one is accepted), as the calendar of what must be done.
 */
export const getComplianceCalendar = async (ctx: Ctx, input: TCalendarRequest): Promise<TActivity[]> => {
  const companyId = tenantOf(ctx);
  const [setup, { data }] = await Promise.all([
    loadSetup(companyId),
    db()
      .entities.complianceActivity.query.byDue({ companyId })
      .between({ dueKey: `${input.month}-01` }, { dueKey: `${monthEnd(input.month)}~` })
      .go({ pages: 'all' }),
  ]);
  const today = dayOf(ctx.now);
  return toActivities(data, setup, today);
};
