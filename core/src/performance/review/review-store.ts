import { NOBODY } from '@stratum/contracts';
import { isWindowOpen, type PerformanceActor } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { effectiveSupervisor } from '../../organisation';
import { findQuarter, todayOf } from '../../planning';
import type { PerformanceRecordItem } from '../entities/performance-record';
import { isQaMember, qaReviewerFor } from '../qa';

const notFound = (field = 'scorecardId') =>
  new AppError('NOT_FOUND', `${field}: no such employee scorecard in your company`);

/** The performance record of a periodic employee scorecard, or 404 (another company's id too). */
export const recordOf = async (companyId: string, scorecardId: string): Promise<PerformanceRecordItem> => {
  const { data } = await db().entities.performanceRecord.get({ companyId, scorecardId }).go();
  if (!data) throw notFound();
  return data;
};

/** "" → null for the index placeholder. */
export const personOrNull = (id: string | undefined | null): string | null =>
  id && id !== NOBODY ? id : null;

/**
 * The caller's parts in a record: its employee; its supervisor — the line supervisor, or whoever
 * acts for them today (the acting supervisor in force), or the reviewer the record was sent to;
 * its QA reviewer (the one it waits on for QA, or the panel's assignment); a company administrator.
 */
export const rolesOf = async (ctx: Ctx, r: PerformanceRecordItem): Promise<PerformanceActor[]> => {
  const me = ctx.employeeId;
  const roles: PerformanceActor[] = [];
  if (!me) return roles;
  if (me === r.employeeId) roles.push('employee');
  const supervisorId = personOrNull(r.supervisorId);
  if (me !== r.employeeId && supervisorId) {
    if (me === supervisorId || me === r.reviewerId) roles.push('supervisor');
    else {
      const acting = await effectiveSupervisor(r.companyId, { supervisorId }, todayOf(ctx.now));
      if (acting === me) roles.push('supervisor');
    }
  }
  if (me !== r.employeeId) {
    if (r.awaitingStep === 'qa-review' && r.awaitingId === me) roles.push('qa-reviewer');
    else if (r.reviewComplete && (await isQaMember(ctx, 'performance'))) {
      const reviewer = await qaReviewerFor(ctx, r.employeeId, 'performance');
      if (reviewer?.reviewerId === me) roles.push('qa-reviewer');
    }
  }
  if (ctx.companyRole === 'administrator') roles.push('admin');
  return roles;
};

/**
 * A record the caller takes part in, with their parts. Nobody else learns it exists: 404, the same
 * answer as for an id that is not a record of the company.
 */
export const findRecordFor = async (
  ctx: Ctx,
  scorecardId: string,
): Promise<{ record: PerformanceRecordItem; roles: PerformanceActor[] }> => {
  const record = await recordOf(tenantOf(ctx), scorecardId);
  const roles = await rolesOf(ctx, record);
  if (roles.length === 0) throw notFound();
  return { record, roles };
};

/** Whether the quarter's agreement and assessment windows are open today. */
export const windowsOf = async (ctx: Ctx, r: PerformanceRecordItem) => {
  const q = await findQuarter(r.companyId, r.annualPlanId, r.quarter);
  const today = todayOf(ctx.now);
  return {
    pmAgreement: isWindowOpen(q, 'pmAgreement', today),
    pmAssessment: isWindowOpen(q, 'pmAssessment', today),
  };
};
