import type { TPerformanceRecord } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { actsOn } from '../../organisation';
import { findQuarter, todayOf } from '../../planning';
import { viewsOf } from './find-record';

/**
 * The caller's quarters of an annual plan (`as: employee`: gsi3, one query), or those of the
 * people they supervise or act for today (`as: supervisor`: gsi1 by key prefix per quarter and
 * supervisor — their own, and each supervisor an arrangement in force has them act for).
 * An annual plan that is not the company's is 404 `annualPlanId: …`.
 */
export const listReviews = async (
  ctx: Ctx,
  input: { as: 'employee' | 'supervisor'; annualPlanId: string; quarter?: number | undefined },
): Promise<TPerformanceRecord[]> => {
  const companyId = tenantOf(ctx);
  const me = ctx.employeeId;
  if (!me) return [];
  // another company's annual plan (or none) is 404 naming the field, like every list of a plan
  await findQuarter(companyId, input.annualPlanId, input.quarter ?? 0);
  if (input.as === 'employee') {
    const { data } = await db()
      .entities.performanceRecord.query.byEmployee({
        companyId,
        employeeId: me,
        annualPlanId: input.annualPlanId,
        ...(input.quarter === undefined ? {} : { quarter: input.quarter }),
      })
      .go({ pages: 'all' });
    return viewsOf(ctx, data);
  }
  const today = todayOf(ctx.now);
  const arrangements = (
    await db()
      .entities.actingSupervisor.query.byActing({ companyId, actingSupervisorId: me })
      .go({ pages: 'all' })
  ).data.filter((a) => actsOn(a, today));
  const supervisors = [me, ...arrangements.map((a) => a.supervisorId)];
  const quarters = input.quarter === undefined ? [0, 1, 2, 3] : [input.quarter];
  const pages = await Promise.all(
    quarters.flatMap((quarter) =>
      supervisors.map((supervisorId) =>
        db()
          .entities.performanceRecord.query.byPeriod({
            companyId,
            annualPlanId: input.annualPlanId,
            quarter,
            supervisorId,
          })
          .go({ pages: 'all' }),
      ),
    ),
  );
  return viewsOf(
    ctx,
    pages.flatMap((p) => p.data),
  );
};
