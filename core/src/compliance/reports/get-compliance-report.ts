import type {
  TActivity,
  TComplianceReport,
  TComplianceReportRequest,
  TComplianceReportStep,
} from '@stratum/contracts';
import { COMPLIANCE_STATUSES } from '@stratum/contracts';
import { addDays, daysBetween, statusByGroup, type StatusGroup } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { dayOf } from '../activities/activity-store';
import { namesOf } from '../people';
import { toActivities } from '../activities/activity-view';
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

const TITLES: Record<TComplianceReportRequest['report'], string> = {
  status: 'Compliance status by regulation',
  'status-by-team': 'Compliance status by complying team',
  'status-by-category': 'Compliance status by category',
  'status-by-unit': 'Compliance status by business unit (universe)',
  overdue: 'Overdue and declined activities',
  submissions: 'Submissions and reviews',
  register: 'Obligations register',
};

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

const statusColumns = () => [
  col('activities', 'Activities', 'number'),
  ...COMPLIANCE_STATUSES.map((s) => col(s, s, 'number')),
];

const countsOf = (g: StatusGroup | undefined) => ({
  activities: g?.activities ?? 0,
  ...Object.fromEntries(COMPLIANCE_STATUSES.map((s) => [s, g?.counts[s] ?? 0])),
});

/** The activities counted by status per regulation, in one pass (the rule in packages/rules). */
const byRegulation = (activities: TActivity[]) =>
  new Map(
    statusByGroup(activities.map((a) => ({ status: a.status, groups: [a.regulationId] }))).map((g) => [
      g.key,
      g,
    ]),
  );

const statusReport = (setup: ComplianceSetup, activities: TActivity[], scope: Set<string> | null) => {
  const counts = byRegulation(activities);
  const categories = new Map(setup.categories.map((c) => [c.categoryId, c.name]));
  const rows: Row[] = setup.regulations
    .filter((r) => !scope || scope.has(r.regulationId))
    .sort((x, y) => x.name.localeCompare(y.name))
    .map((r) => ({
      regulation: r.name,
      category: (r.categoryId && categories.get(r.categoryId)) || null,
      ...countsOf(counts.get(r.regulationId)),
    }));
  return {
    columns: [col('regulation', 'Regulation'), col('category', 'Category'), ...statusColumns()],
    rows,
  };
};

/**
 * The activities in scope counted by status per group (a complying team, a category, a universe),
 * by name; the group of activities that have none (no category, no universe) is named null and
 * comes last: the screen and the export name it in the reader's language.
 */
const groupedStatus = (
  key: string,
  header: string,
  activities: TActivity[],
  groupsOf: (a: TActivity) => (string | null)[],
  nameOf: (groupKey: string) => string,
) => {
  const named = statusByGroup(activities.map((a) => ({ status: a.status, groups: groupsOf(a) }))).map(
    (g) => ({ name: g.key === null ? null : nameOf(g.key), g }),
  );
  return {
    columns: [col(key, header), ...statusColumns()],
    rows: named
      .sort((x, y) => (x.name === null ? 1 : y.name === null ? -1 : x.name.localeCompare(y.name)))
      .map(({ name, g }): Row => ({ [key]: name, ...countsOf(g) })),
  };
};

/** ISO 37301 4.5: each obligation with its source, owner, applicability and what monitors it. */
const registerReport = async (setup: ComplianceSetup, activities: TActivity[], scope: Set<string> | null) => {
  const regulations = setup.regulations.filter((r) => !scope || scope.has(r.regulationId));
  const counts = byRegulation(activities);
  const categories = new Map(setup.categories.map((c) => [c.categoryId, c.name]));
  const names = await namesOf(
    setup.companyId,
    regulations.map((r) => r.ownerId).filter((id): id is string => Boolean(id)),
  );
  return {
    columns: [
      col('regulation', 'Regulation'),
      col('source', 'Source'),
      col('reference', 'Reference'),
      col('requirement', 'Requirement'),
      col('category', 'Category'),
      col('owner', 'Owner'),
      col('applicability', 'Applicability'),
      col('effectiveDate', 'Effective date', 'date'),
      col('risks', 'Linked risks'),
      ...statusColumns(),
    ],
    rows: regulations
      .sort((x, y) => x.name.localeCompare(y.name))
      .map((r): Row => ({
        regulation: r.name,
        source: r.source || null,
        reference: r.reference || null,
        requirement: r.requirement || null,
        category: (r.categoryId && categories.get(r.categoryId)) || null,
        owner: r.ownerId ? (names.get(r.ownerId) ?? null) : null,
        applicability: r.applicability || null,
        effectiveDate: r.effectiveDate || null,
        risks: r.riskTitles.join('; ') || null,
        ...countsOf(counts.get(r.regulationId)),
      })),
  };
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

/** A step as the report's code: the screen and the export name it in the reader's language. */
const stepCode = (
  kind: 'submitted' | 'accepted' | 'declined',
  adminProcess: boolean,
): TComplianceReportStep => (adminProcess && kind === 'accepted' ? 'admin-accepted' : kind);

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
          step: stepCode(s.kind as 'submitted' | 'accepted' | 'declined', Boolean(s.adminProcess)),
          by: s.actorName,
          dueDate: s.dueDate ?? null,
          evidenceDate: s.evidenceEffectiveDate ?? null,
          proposedNext: s.proposedNextComplianceDate ?? null,
          reason: s.reason ?? null,
        };
      }),
  };
};

const tableOf = async (
  report: TComplianceReportRequest['report'],
  setup: ComplianceSetup,
  activities: TActivity[],
  scope: Set<string> | null,
  today: string,
  universeId: string | undefined,
  submissions: () => ReturnType<typeof submissionsReport>,
) => {
  switch (report) {
    case 'status':
      return statusReport(setup, activities, scope);
    case 'status-by-team': {
      const teams = new Map(setup.teams.map((t) => [t.teamId, t.name]));
      return groupedStatus(
        'complyingTeam',
        'Complying team',
        activities,
        (a) => [a.complyingTeamId],
        (id) => teams.get(id) ?? '',
      );
    }
    case 'status-by-category': {
      const categoryOfRegulation = new Map(setup.regulations.map((r) => [r.regulationId, r.categoryId]));
      const categories = new Map(setup.categories.map((c) => [c.categoryId, c.name]));
      return groupedStatus(
        'category',
        'Category',
        activities,
        (a) => {
          const c = categoryOfRegulation.get(a.regulationId);
          return c && categories.has(c) ? [c] : [];
        },
        (id) => categories.get(id) ?? '',
      );
    }
    case 'status-by-unit': {
      // A business unit is a universe (docs/compliance.md): an activity belongs to every universe
      // its regulation is in, and to "no universe" when it is in none.
      const unitsOfRegulation = new Map<string, string[]>();
      for (const u of setup.universes) {
        for (const r of u.regulationIds ?? []) {
          unitsOfRegulation.set(r, [...(unitsOfRegulation.get(r) ?? []), u.universeId]);
        }
      }
      const units = new Map(setup.universes.map((u) => [u.universeId, u.name]));
      // Filtered by a universe, the report is that unit's row alone.
      return groupedStatus(
        'universe',
        'Business unit (universe)',
        activities,
        (a) => (unitsOfRegulation.get(a.regulationId) ?? []).filter((u) => !universeId || u === universeId),
        (id) => units.get(id) ?? '',
      );
    }
    case 'register':
      return registerReport(setup, activities, scope);
    case 'overdue':
      return overdueReport(activities, today);
    case 'submissions':
      return submissions();
  }
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
  const activities = toActivities(
    scope ? items.data.filter((a) => scope.has(a.regulationId)) : items.data,
    setup,
    today,
  );
  const period = input.report === 'submissions';
  const to = period ? (input.to ?? today) : null;
  const from = period ? (input.from ?? addDays(to!, -SUBMISSIONS_DEFAULT_DAYS)) : null;
  const table = await tableOf(input.report, setup, activities, scope, today, input.universeId, () =>
    submissionsReport(companyId, activities, from!, to!),
  );
  return { report: input.report, title: TITLES[input.report], from, to, ...table };
};
