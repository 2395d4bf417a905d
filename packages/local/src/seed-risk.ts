import type { RiskRegister, RiskResponse, TRiskObjectiveLink } from '@stratum/contracts';
import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import { listPlans } from '@stratum/core/planning/plan/list-plans';
import { listScorecards } from '@stratum/core/planning/scorecard/list-scorecards';
import { readScorecard } from '@stratum/core/scorecard/read-scorecard';
import {
  addRisk,
  addRiskAction,
  addRiskCategory,
  addRiskControl,
  addRiskMitigation,
  addRiskProgress,
  addRiskTeam,
  listRiskCategories,
  listRiskRatingTypes,
  listRisks,
  listRiskTeams,
} from '@stratum/core/risk';

const DAY = 24 * 60 * 60 * 1000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

const DEMO_CATEGORIES = ['Strategic', 'Operational', 'Financial', 'Compliance'] as const;
type Category = (typeof DEMO_CATEGORIES)[number];
const DEMO_TEAM = 'Executive risk committee';

type ControlType = 'Preventative' | 'Detective' | 'Reactive';
type Effectiveness = 'Effective' | 'Partially Effective' | 'Ineffective';

interface DemoRisk {
  title: string;
  description: string;
  category: Category;
  impact: number;
  likelihood: number;
  status?: 'Open' | 'Closed';
  response?: RiskResponse;
  responseNote?: string;
  /** link to the strategic scorecard's first KPA or first KPI */
  objective?: 'kpa' | 'strategic-kpi';
  controls?: [string, ControlType, Effectiveness][];
  /** description, due in days from today (negative: overdue), progress percents recorded */
  mitigations?: [string, number, number[]][];
  actions?: string[];
}

const MANAGEMENT: DemoRisk[] = [
  {
    title: 'Loss of a key customer',
    description: 'One of the three largest customers moves its business to a competitor.',
    category: 'Strategic',
    impact: 4,
    likelihood: 4,
    response: 'Reduce',
    responseNote: 'Account plans and quarterly reviews with the top ten customers.',
    objective: 'kpa',
    controls: [['Key account managers with quarterly business reviews', 'Preventative', 'Effective']],
    mitigations: [['Written account plan for every top-ten customer', -20, [40]]],
    actions: ['Customer satisfaction survey sent to the top ten', 'Board briefed on customer concentration'],
  },
  {
    title: 'Cyber attack on the ERP system',
    description: 'Ransomware stops order processing and invoicing.',
    category: 'Operational',
    impact: 5,
    likelihood: 3,
    response: 'Reduce',
    controls: [
      ['Multi-factor sign-in everywhere', 'Preventative', 'Effective'],
      ['Security monitoring service', 'Detective', 'Effective'],
    ],
    mitigations: [
      ['External penetration test and fixes', 60, [30, 70, 100]],
      ['Offline backups tested monthly', 45, [20]],
    ],
  },
  {
    title: 'Currency swings raise import costs',
    description: 'A weaker local currency makes imported raw materials dearer.',
    category: 'Financial',
    impact: 3,
    likelihood: 4,
    response: 'Transfer',
    responseNote: 'Forward cover on large orders.',
    controls: [['Forward exchange contracts', 'Reactive', 'Partially Effective']],
  },
  {
    title: 'Late filing of tax returns',
    description: 'Penalties and interest for returns filed after the deadline.',
    category: 'Compliance',
    impact: 3,
    likelihood: 2,
    response: 'Avoid',
  },
  {
    title: 'Supplier insolvency',
    description: 'The only packaging supplier goes out of business.',
    category: 'Operational',
    impact: 4,
    likelihood: 2,
    controls: [['Second packaging supplier approved', 'Preventative', 'Effective']],
    mitigations: [['Quarterly supplier credit checks', 90, []]],
  },
  {
    title: 'Office flooding',
    description: 'Heavy rain floods the ground floor of head office.',
    category: 'Operational',
    impact: 2,
    likelihood: 1,
    response: 'Accept',
  },
  {
    title: 'New competitor enters the market',
    description: 'A low-cost competitor takes share in the home market.',
    category: 'Strategic',
    impact: 3,
    likelihood: 3,
    objective: 'strategic-kpi',
  },
  {
    title: 'Data protection breach',
    description: 'Personal information of customers is disclosed.',
    category: 'Compliance',
    impact: 4,
    likelihood: 3,
    status: 'Closed',
    controls: [['Privacy officer and access reviews', 'Preventative', 'Effective']],
  },
];

const ASSESSMENT: DemoRisk[] = [
  {
    title: 'Warehouse fire',
    description: 'A fire in the finished-goods warehouse.',
    category: 'Operational',
    impact: 4,
    likelihood: 2,
    controls: [['Sprinklers and quarterly fire drills', 'Reactive', 'Effective']],
  },
  {
    title: 'Forklift accidents',
    description: 'Injuries from forklifts in the loading bay.',
    category: 'Operational',
    impact: 3,
    likelihood: 3,
    mitigations: [['Forklift operator refresher training', 30, []]],
  },
];

/** The strategic scorecard's first KPA and first KPI, if the planning demo has them. */
const objectivesOf = async (
  ctx: Ctx,
): Promise<Partial<Record<'kpa' | 'strategic-kpi', TRiskObjectiveLink>>> => {
  const [plan] = await listPlans(ctx, 'strategic', {});
  if (!plan) return {};
  const [card] = await listScorecards(ctx, 'strategic', { strategicPlanId: plan.id });
  if (!card) return {};
  const whole = await readScorecard(ctx, ['strategic'], { id: card.id });
  const kpa = whole.kpaList[0];
  const kpi = whole.kpiList[0];
  return {
    ...(kpa ? { kpa: { kind: 'kpa', scorecardId: card.id, itemId: kpa.id } } : {}),
    ...(kpi ? { 'strategic-kpi': { kind: 'strategic-kpi', scorecardId: card.id, itemId: kpi.id } } : {}),
  };
};

/**
 * Acme's risk demo, through the product's own use cases: four categories and a risk team, eight
 * risks across the levels in the risk management register (controls, an overdue mitigation, one
 * Complete with its progress history, actions, links to the strategic scorecard) and two in the
 * risk assessment register. Each part is added only where it is missing: a register that has any
 * risk is left alone.
 */
export const seedRisk = async (base: Ctx): Promise<void> => {
  const ctx = () => ({ ...base, now: new Date() });
  const admin = base.employeeId;
  if (!admin) return;
  const [type] = await listRiskRatingTypes(ctx());
  if (!type) return;

  const categories = new Map((await listRiskCategories(ctx())).map((c) => [c.name, c.id]));
  for (const name of DEMO_CATEGORIES) {
    if (!categories.has(name))
      categories.set(name, (await addRiskCategory(ctx(), { name, description: null })).id);
  }
  const team =
    (await listRiskTeams(ctx())).find((t) => t.name === DEMO_TEAM) ??
    (await addRiskTeam(ctx(), {
      name: DEMO_TEAM,
      description: 'Reviews the register monthly',
      leaderId: admin,
    }));

  // A few of the company's active people own risks and mitigations, beside the administrator.
  const { data: employees } = await db()
    .entities.employee.query.byId({ companyId: base.companyId ?? '' })
    .go({ pages: 'all' });
  const people = [
    admin,
    ...employees.filter((e) => e.status === 'Active' && e.employeeId !== admin).map((e) => e.employeeId),
  ].slice(0, 4);
  const person = (i: number) => people[i % people.length]!;
  const objectives = await objectivesOf(ctx());

  const seedRegister = async (register: RiskRegister, risks: readonly DemoRisk[]) => {
    const existing = await listRisks(ctx(), register, { limit: 1, basis: 'residual' });
    if (existing.list.length > 0) return;
    for (const [i, demo] of risks.entries()) {
      const link = demo.objective ? objectives[demo.objective] : undefined;
      const risk = await addRisk(ctx(), register, {
        title: demo.title,
        description: demo.description,
        causes: '',
        consequences: '',
        categoryId: categories.get(demo.category)!,
        teamId: i % 2 === 0 ? team.id : null,
        ownerId: person(i),
        riskRatingTypeId: type.id,
        impact: demo.impact,
        likelihood: demo.likelihood,
        status: demo.status ?? 'Open',
        ...(link ? { objectiveLink: link } : {}),
        ...(demo.response ? { response: demo.response } : {}),
        ...(demo.responseNote ? { responseNote: demo.responseNote } : {}),
      });
      for (const [description, controlType, effectiveness] of demo.controls ?? []) {
        await addRiskControl(ctx(), register, {
          riskId: risk.id,
          description,
          type: controlType,
          effectiveness,
        });
      }
      for (const [j, [description, dueIn, percents]] of (demo.mitigations ?? []).entries()) {
        let mitigation = await addRiskMitigation(ctx(), register, {
          riskId: risk.id,
          description,
          ownerId: person(i + j + 1),
          dueDate: dayOf(new Date(Date.now() + dueIn * DAY)),
        });
        for (const percent of percents) {
          ({ mitigation } = await addRiskProgress(ctx(), register, {
            riskId: risk.id,
            mitigationId: mitigation.id,
            version: mitigation.version,
            percent,
            note: percent === 100 ? 'Done and signed off' : `At ${percent}%`,
          }));
        }
      }
      for (const description of demo.actions ?? []) {
        await addRiskAction(ctx(), register, { riskId: risk.id, description, ownerId: admin });
      }
    }
  };
  await seedRegister('management', MANAGEMENT);
  await seedRegister('assessment', ASSESSMENT);
};
