import type { TActivity, TComplianceReport, TComplianceReportRequest } from '@stratum/contracts';
import { COMPLIANCE_STATUSES } from '@stratum/contracts';
import { addDays, daysBetween } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { dayOf } from '../activities/activity-store';
import { toActivity } from '../activities/activity-view';
import {
  findCategory,
  findRegulation,
  findUniverse,
  loadSetup,
  type ComplianceSetup,
} from '../setup/setup-store';

type Column = TComplianceReport['columns'][number];
type Row = TComplianceReport['rows'][number];

/** How far back the submissions report looks without a `from`. */
export const SUBMISSIONS_DEFAULT_DAYS = 90;

const TITLES = {
  status: 'Compliance status by regulation',
  overdue: 'Overdue and declined activities',
  submissions: 'Submissions and reviews',
} as const;

/**
 * The regulations the filters leave (a filter naming another company's item is a 404, never an
 * empty report), or null for all.
 */
const regulationScope = (setup: ComplianceSetup, input: TComplianceReportRequest): Set<string> | null => {
  if (!input.regulationId && !input.categoryId && !input.universeId) return null;
  let ids = setup.regulations.map((r) => r.regulationId);
  if (input.regulationId) ids = [findRegulation(setup, input.regulationId, 'regulationId').regulationId];
  if (input.categoryId) {
    const c = findCategory(setup, input.categoryId, 'categoryId');
    ids = ids.filter(
      (id) => setup.regulations.find((r) => r.regulationId === id)?.categoryId === c.categoryId,
    );
  }
  if (input.universeId) {
    const u = findUniverse(setup, input.universeId, 'universeId');
    ids = ids.filter((id) => (u.regulationIds ?? []).includes(id));
  }
  return new Set(ids);
};

const col = (key: string, header: string, kind: Column['kind'] = 'text'): Column => ({ key, header, kind });

const statusReport = (setup: ComplianceSetup, activities: TActivity[], scope: Set<string> | null) => {
  const columns = [
    col('regulation', 'Regulation'),
    col('category', 'Category'),
    col('activities', 'Activities', 'number'),
    ...COMPLIANCE_STATUSES.map((s) => col(s, s, 'number')),
  ];
  const rows: Row[] = setup.regulations
    .filter((r) => !scope || scope.has(r.regulationId))
    .sort((x, y) => x.name.localeCompare(y.name))
    .map((r) => {
      const mine = activities.filter((a) => a.regulationId === r.regulationId);
      return {
        regulation: r.name,
        category: setup.categories.find((c) => c.categoryId === r.categoryId)?.name ?? '',
        activities: mine.length,
        ...Object.fromEntries(COMPLIANCE_STATUSES.map((s) => [s, mine.filter((a) => a.status === s).length])),
      };
    });
  return { columns, rows };
};

const overdueReport = (activities: TActivity[], today: string) => ({
  columns: [
    col('activity', 'Activity'),
    col('regulation', 'Regulation'),
    col('status', 'Status'),
    col('complyingTeam', 'Complying team'),
    col('complianceTeam', 'Compliance team'),
    col('dueDate', 'Due date', 'date'),
    col('daysLate', 'Days late', 'number'),
  ],
  rows: activities
    .filter((a) => a.status === 'Overdue' || a.status === 'Declined')
    .map((a) => ({
      activity: a.name,
      regulation: a.regulationName,
      status: a.status,
      complyingTeam: a.complyingTeamName,
      complianceTeam: a.complianceTeamName,
      dueDate: a.nextComplianceDate,
      daysLate: a.nextComplianceDate ? Math.max(0, daysBetween(a.nextComplianceDate, today)) : null,
    })),
});

const STEP_TEXT = { submitted: 'Submitted', accepted: 'Processed', declined: 'Declined' } as const;

const submissionsReport = async (companyId: string, activities: TActivity[], from: string, to: string) => {
  const byId = new Map(activities.map((a) => [a.id, a]));
  // One Query over the company's steps, the period a filter on the time stamp.
  const { data } = await db()
    .entities.complianceStep.query.byActivity({ companyId })
    .where((s, op) => `${op.between(s.at, `${from}T00:00:00.000Z`, `${to}T23:59:59.999Z`)}`)
    .go({ pages: 'all' });
  return {
    columns: [
      col('at', 'Date', 'date'),
      col('activity', 'Activity'),
      col('regulation', 'Regulation'),
      col('step', 'Step'),
      col('by', 'By'),
      col('dueDate', 'Period due', 'date'),
      col('evidenceDate', 'Evidence effective date', 'date'),
      col('proposedNext', 'Proposed next date', 'date'),
      col('reason', 'Reason'),
    ],
    rows: data
      .filter((s) => s.kind !== 'notes' && byId.has(s.activityId))
      .sort((x, y) => x.at.localeCompare(y.at))
      .map((s) => {
        const a = byId.get(s.activityId)!;
        return {
          at: s.at.slice(0, 10),
          activity: a.name,
          regulation: a.regulationName,
          step: `${STEP_TEXT[s.kind as keyof typeof STEP_TEXT]}${s.adminProcess ? ' (administrator)' : ''}`,
          by: s.actorName,
          dueDate: s.dueDate ?? null,
          evidenceDate: s.evidenceEffectiveDate ?? null,
          proposedNext: s.proposedNextComplianceDate ?? null,
          reason: s.reason ?? null,
        };
      }),
  };
};

/**
 * A compliance report (everyone with the module reads it, as they read the activities): every
 * activity is read with one Query on the company's `byDue` index and judged with the same status
 * rule as the activities page, so the report and the screens agree.
 */
export const getComplianceReport = async (
  ctx: Ctx,
  input: TComplianceReportRequest,
): Promise<TComplianceReport> => {
  const companyId = tenantOf(ctx);
  const today = dayOf(ctx.now);
  const [setup, items] = await Promise.all([
    loadSetup(companyId),
    db().entities.complianceActivity.query.byDue({ companyId }).go({ pages: 'all' }),
  ]);
  const scope = regulationScope(setup, input);
  const activities = items.data
    .filter((a) => !scope || scope.has(a.regulationId))
    .map((a) => toActivity(a, setup, today));
  const period = input.report === 'submissions';
  const to = period ? (input.to ?? today) : null;
  const from = period ? (input.from ?? addDays(to!, -SUBMISSIONS_DEFAULT_DAYS)) : null;
  const table =
    input.report === 'status'
      ? statusReport(setup, activities, scope)
      : input.report === 'overdue'
        ? overdueReport(activities, today)
        : await submissionsReport(companyId, activities, from!, to!);
  return { report: input.report, title: TITLES[input.report], from, to, ...table };
};
