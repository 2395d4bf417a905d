import type { TListQaReviewRecordsRequest, TQaReviewRecord } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { fullNameOf } from '../../organisation';
import { loadAnnualPlan } from '../../planning';
import { isModuleAdmin } from '../../platform';
import type { QaPanel } from '../entities/qa';
import { lastReviewerOf, panelAssignments, panelMembers, resolverOf } from './qa-store';
import { employeesById } from './qa-view';

/**
 * A quarter's records with their QA reviewer and state. The quarter is one gsi1 Query (the
 * company's quarter, not the table); reviewers are resolved in memory from the panel's assignments
 * and the employees' placement. A performance administrator sees every record a member reviews
 * (or, with `mine`, their own); a member sees the records they review; anyone else is refused.
 */
export const listQaReviewRecords = async (
  ctx: Ctx,
  panel: QaPanel,
  input: TListQaReviewRecordsRequest,
): Promise<{ list: TQaReviewRecord[]; total: number }> => {
  const companyId = tenantOf(ctx);
  await loadAnnualPlan(ctx, input.annualPlanId);
  const [members, assignments, admin] = await Promise.all([
    panelMembers(companyId, panel),
    panelAssignments(companyId, panel),
    isModuleAdmin(ctx, 'performance'),
  ]);
  const isMember = members.some((m) => m.employeeId === ctx.employeeId);
  if (!admin && !isMember) {
    throw new AppError(
      'FORBIDDEN',
      `Only members of the ${panel} QA panel and performance administrators can see its reviews.`,
    );
  }
  const onlyMine = input.mine || !admin;
  const { data: records } = await db()
    .entities.performanceRecord.query.byPeriod({
      companyId,
      annualPlanId: input.annualPlanId,
      quarter: input.quarter,
    })
    .go({ pages: 'all' });
  const people = await employeesById(
    companyId,
    records.map((r) => r.employeeId),
  );
  const resolve = resolverOf(assignments);
  const memberIds = new Set(members.map((m) => m.employeeId));
  const last = lastReviewerOf(members);
  const rows: TQaReviewRecord[] = [];
  for (const r of records) {
    const employee = people.get(r.employeeId);
    const assignment = resolve(employee ? employee : { employeeId: r.employeeId });
    const assigned = assignment && memberIds.has(assignment.reviewerId) ? assignment.reviewerId : null;
    // On the scorecard panel a review handed on is with the member holding it now.
    const holder =
      panel === 'scorecard' && r.scorecardQaStatus === 'In Review' ? r.scorecardQaHolderId : undefined;
    const reviewerId = holder && memberIds.has(holder) ? holder : assigned;
    if (onlyMine ? reviewerId !== ctx.employeeId : reviewerId === null) continue;
    rows.push({
      scorecardId: r.scorecardId,
      employeeId: r.employeeId,
      employeeName: employee ? fullNameOf(employee) : '',
      reviewerId,
      reviewerName: null,
      isLastReviewer: reviewerId !== null && reviewerId === last,
      agreementStatus: r.agreementStatus,
      assessmentStatus: r.assessmentStatus,
      qaStatus: r.qaStatus,
      isComplete: r.qaStatus === 'Complete',
      awaitingStep: r.awaitingStep ?? null,
      totalScore: r.totalScore ?? null,
      version: r.version,
      scorecardQaStatus: r.scorecardQaStatus ?? 'Not Started',
      scorecardQaChecked: r.scorecardQaChecked ?? false,
      scorecardQaVersion: r.scorecardQaVersion ?? 1,
    });
  }
  const reviewers = await employeesById(
    companyId,
    rows.flatMap((r) => (r.reviewerId ? [r.reviewerId] : [])),
  );
  const list = rows
    .map((r) => {
      const rv = r.reviewerId ? reviewers.get(r.reviewerId) : undefined;
      return { ...r, reviewerName: rv ? fullNameOf(rv) : null };
    })
    .sort((a, b) => a.employeeName.localeCompare(b.employeeName));
  return { list, total: list.length };
};
