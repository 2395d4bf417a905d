import {
  IMPORT_COLUMNS,
  parentLevelOf,
  UNIT_ID_FIELD,
  type ModuleKey,
  type UnitLevel,
} from '@stratum/contracts';
import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import { employeeEmailScope } from '@stratum/core/organisation/employee/claims';
import { getEmployee } from '@stratum/core/organisation/employee/get-employee';
import { importEmployeesNow } from '@stratum/core/organisation/employee/import/add-employees-bulk';
import { listStaged } from '@stratum/core/organisation/employee/staging/list-staged';
import { uploadStaged } from '@stratum/core/organisation/employee/staging/upload-staged';
import { updateEmployee } from '@stratum/core/organisation/employee/update-employee';
import { ROOT_PARENT } from '@stratum/core/organisation/entities/org-unit';
import { addUnit } from '@stratum/core/organisation/hierarchy/add-unit';
import { unitNameKey } from '@stratum/core/organisation/hierarchy/rules';
import { loadUnits } from '@stratum/core/organisation/hierarchy/unit-store';
import type { AccountItem } from '@stratum/core/platform/entities/account';
import { PLATFORM_TENANT } from '@stratum/core/kernel/entity';
import { createIdentity } from '@stratum/core/kernel/identity';
import { EMAIL_SCOPE } from '@stratum/core/platform/accounts';
import { findAccountByEmail } from '@stratum/core/platform/auth/session-user';
import { addCompany } from '@stratum/core/organisation';
import { updateCompanyModule } from '@stratum/core/platform/module/update-company-module';
import { setMeasurementQualitative } from '@stratum/core/platform/company/set-measurement-qualitative';
import { addAnnualPlan } from '@stratum/core/planning/annual-plan/add-annual-plan';
import { listAnnualPlans } from '@stratum/core/planning/annual-plan/list-annual-plans';
import { addCorporateScorecard } from '@stratum/core/planning/corporate-scorecard/add-corporate-scorecard';
import { listCorporateScorecards } from '@stratum/core/planning/corporate-scorecard/list-corporate-scorecards';
import { saveCorporateKpi } from '@stratum/core/planning/corporate-scorecard/save-corporate-kpi';
import { addCorporateKpi } from '@stratum/core/planning/corporate-scorecard/add-corporate-kpi';
import { updateActual } from '@stratum/core/planning/corporate-scorecard/update-actual';
import { addPerspective } from '@stratum/core/planning/perspective/add-perspective';
import { listPerspectives } from '@stratum/core/planning/perspective/list-perspectives';
import { addPlan } from '@stratum/core/planning/plan/add-plan';
import { listPlans } from '@stratum/core/planning/plan/list-plans';
import { listQuarters } from '@stratum/core/planning/quarter/list-quarters';
import { updateQuarter } from '@stratum/core/planning/quarter/update-quarter';
import { addRatingScale } from '@stratum/core/planning/rating-scale/add-rating-scale';
import { listRatingScales } from '@stratum/core/planning/rating-scale/list-rating-scales';
import { addKpa } from '@stratum/core/scorecard/add-kpa';
import { saveKpi } from '@stratum/core/scorecard/save-kpi';
import { addScorecard } from '@stratum/core/planning/scorecard/add-scorecard';
import { listScorecards } from '@stratum/core/planning/scorecard/list-scorecards';
import { readScorecard } from '@stratum/core/scorecard/read-scorecard';
import { seedPerformance } from './seed-performance';
import { seedReviews } from './seed-reviews';
import { seedCompanyAssessment } from './seed-company-assessment';
import { seedMembers, setDemoPassword } from './seed-members';
import { seedRisk } from './seed-risk';
import { seedAuditEngagement } from './seed-audit-engagement';
import { seedAuditFindings } from './seed-audit-findings';
import { seedAuditReport } from './seed-audit-report';
import { seedAuditSurvey } from './seed-audit-survey';
import { seedAuditChecklist } from './seed-audit-checklist';
import { seedAuditFollowUp } from './seed-audit-follow-up';
import { seedAuditResponses } from './seed-audit-responses';
import { seedAuditOutsideFindings } from './seed-audit-outside';
import { seedAuditPlan } from './seed-audit-plan';
import { seedCompliance } from './seed-compliance';
import { seedSurveys } from './seed-surveys';
import { seedEmbeds } from './seed-dashboard';
import { seedCompetencyReview } from './seed-competency-review';

export interface DemoLogins {
  owner: { email: string; password: string };
  admin: { email: string; password: string; company: string };
}

/** Demo logins; each can be overridden from the environment (documented in the README). */
export const demoLogins = (env: NodeJS.ProcessEnv = process.env): DemoLogins => ({
  owner: {
    email: env.STRATUM_OWNER_EMAIL ?? 'owner@stratum.test',
    password: env.STRATUM_OWNER_PASSWORD ?? 'Owner!2026pass',
  },
  admin: {
    email: env.STRATUM_ADMIN_EMAIL ?? 'admin@acme.test',
    password: env.STRATUM_ADMIN_PASSWORD ?? 'Admin!2026pass',
    company: env.STRATUM_DEMO_COMPANY ?? 'Acme Holdings',
  },
});

const DEMO_MODULES: ModuleKey[] = ['planning', 'performance', 'risk', 'compliance', 'audit', 'surveys'];

const systemCtx = (userId: string, actorName: string): Ctx => ({
  requestId: 'seed',
  now: new Date(),
  sourceIp: '127.0.0.1',
  userId,
  email: 'seed',
  role: 'holder',
  companyId: null,
  employeeId: null,
  companyRole: null,
  actorName,
  tokenId: 'seed',
});

/**
 * The platform owner and one demo company with its administrator, through the product's own use
 * cases. Idempotent: what exists is left alone.
 */
export const seedDemo = async (logins: DemoLogins = demoLogins()): Promise<void> => {
  let owner = await findAccountByEmail(logins.owner.email);
  if (!owner) {
    const userId = await createIdentity({ email: logins.owner.email, group: 'holder' });
    const now = new Date().toISOString();
    await db()
      .transaction.write(({ account, unique }) => [
        unique.create({ scope: EMAIL_SCOPE, value: logins.owner.email, ownerId: userId }).commit(),
        account
          .create({
            tenantId: PLATFORM_TENANT,
            userId,
            email: logins.owner.email,
            role: 'holder',
            firstName: 'Platform',
            lastName: 'Owner',
            status: 'Invited',
            createdAt: now,
            updatedAt: now,
          })
          .commit(),
      ])
      .go();
    await setDemoPassword(logins.owner.email, logins.owner.password);
    owner = await findAccountByEmail(logins.owner.email);
  }
  if (!owner) throw new Error('the demo owner could not be created');

  if (!(await findAccountByEmail(logins.admin.email))) {
    const ctx = systemCtx(owner.userId, 'Platform Owner');
    const { company } = await addCompany(ctx, {
      companyName: logins.admin.company,
      eFirstName: 'Ada',
      eLastName: 'Admin',
      email: logins.admin.email,
      status: 'Active',
    });
    for (const moduleKey of DEMO_MODULES) {
      await updateCompanyModule(ctx, { companyId: company.id, moduleKey, enabled: true });
    }
    await setDemoPassword(logins.admin.email, logins.admin.password);
  }

  const admin = await findAccountByEmail(logins.admin.email);
  if (admin?.tenantId && admin.employeeId) {
    // Acme uses the qualitative measurement tool: its 2026 competency review counts 20%.
    const acme = (await db().entities.company.get({ companyId: admin.tenantId }).go()).data;
    if (acme && acme.measurementQualitative !== 'Yes') {
      await setMeasurementQualitative(systemCtx(owner.userId, 'Platform Owner'), {
        id: acme.companyId,
        version: acme.version,
        measurementQualitative: 'Yes',
      });
    }
    await seedOrganisation(adminCtx(admin));
    await seedPlanning(adminCtx(admin));
    await seedRisk(adminCtx(admin));
    await seedCompliance(adminCtx(admin));
    await seedSurveys(adminCtx(admin));
    await seedPerformance(adminCtx(admin));
    await seedReviews(adminCtx(admin));
    await seedCompetencyReview(adminCtx(admin));
    await seedCompanyAssessment(adminCtx(admin));
    await seedAuditPlan(adminCtx(admin));
    await seedAuditEngagement(adminCtx(admin));
    await seedAuditFindings(adminCtx(admin));
    await seedAuditResponses(adminCtx(admin));
    await seedAuditOutsideFindings(adminCtx(admin));
    await seedAuditReport(adminCtx(admin));
    await seedAuditSurvey(adminCtx(admin));
    await seedAuditChecklist(adminCtx(admin));
    await seedAuditFollowUp(adminCtx(admin));
    await seedEmbeds(adminCtx(admin));
    await seedMembers(systemCtx(owner.userId, 'Platform Owner'), adminCtx(admin));
  }
};

/** The demo company's administrator, as the organisation's use cases see their caller. */
const adminCtx = (admin: AccountItem): Ctx => ({
  requestId: 'seed',
  now: new Date(),
  sourceIp: '127.0.0.1',
  userId: admin.userId,
  email: admin.email,
  role: 'employee',
  companyId: admin.tenantId,
  employeeId: admin.employeeId ?? null,
  companyRole: 'administrator',
  actorName: `${admin.firstName} ${admin.lastName}`,
  tokenId: 'seed',
});

interface DemoUnit {
  name: string;
  children?: DemoUnit[];
}

/** The demo hierarchy: business units → departments → divisions → sections. */
const DEMO_UNITS: DemoUnit[] = [
  {
    name: 'Group Services',
    children: [
      {
        name: 'Finance',
        children: [{ name: 'Accounting', children: [{ name: 'Payables' }, { name: 'Receivables' }] }],
      },
      { name: 'Human Resources' },
      {
        name: 'Information Technology',
        children: [{ name: 'Infrastructure', children: [{ name: 'Networks' }] }],
      },
    ],
  },
  {
    name: 'Retail',
    children: [
      { name: 'Stores', children: [{ name: 'North Region', children: [{ name: 'Store Operations' }] }] },
      { name: 'Marketing' },
    ],
  },
  {
    name: 'Manufacturing',
    children: [
      { name: 'Production', children: [{ name: 'Assembly', children: [{ name: 'Quality Control' }] }] },
      { name: 'Logistics' },
    ],
  },
];

const LEVELS: UnitLevel[] = ['business-unit', 'department', 'division', 'section'];

/** Adds the units of DEMO_UNITS that are not there yet (by name under their parent). */
const seedUnits = async (ctx: Ctx, companyId: string): Promise<void> => {
  const existing = await loadUnits(companyId);
  const find = (level: UnitLevel, parentId: string, name: string) =>
    [...existing.values()].find(
      (u) => u.level === level && u.parentId === parentId && u.nameKey === unitNameKey(name),
    )?.unitId;
  const add = async (unit: DemoUnit, depth: number, parentId: string): Promise<void> => {
    const level = LEVELS[depth]!;
    let id = find(level, parentId, unit.name);
    if (!id) {
      const parent = parentLevelOf(level);
      id = (
        await addUnit({ ...ctx, now: new Date() }, level, {
          name: unit.name,
          status: 'Active',
          ...(parent ? { [UNIT_ID_FIELD[parent]]: parentId } : { strategyPlanOwner: 'Yes' }),
        })
      ).id;
    }
    for (const child of unit.children ?? []) await add(child, depth + 1, id);
  };
  for (const unit of DEMO_UNITS) await add(unit, 0, ROOT_PARENT);
};

/** [first, last, job title, business unit, department, division, section, supervisor's first name] */
type DemoPerson = [string, string, string, string, string, string, string, string];

const DEMO_PEOPLE: DemoPerson[] = [
  ['Grace', 'Okafor', 'Chief Operating Officer', 'Group Services', '', '', '', ''],
  ['Henry', 'Dlamini', 'Finance Director', 'Group Services', 'Finance', '', '', 'Grace'],
  ['Amara', 'Nwosu', 'Financial Controller', 'Group Services', 'Finance', 'Accounting', '', 'Henry'],
  ['Peter', 'Mokoena', 'Payables Clerk', 'Group Services', 'Finance', 'Accounting', 'Payables', 'Amara'],
  ['Lerato', 'Khumalo', 'Payables Clerk', 'Group Services', 'Finance', 'Accounting', 'Payables', 'Amara'],
  [
    'Samuel',
    'Adeyemi',
    'Credit Controller',
    'Group Services',
    'Finance',
    'Accounting',
    'Receivables',
    'Amara',
  ],
  [
    'Fatima',
    'Bello',
    'Receivables Clerk',
    'Group Services',
    'Finance',
    'Accounting',
    'Receivables',
    'Samuel',
  ],
  ['Olivia', 'Botha', 'HR Manager', 'Group Services', 'Human Resources', '', '', 'Grace'],
  ['Thabo', 'Nkosi', 'HR Advisor', 'Group Services', 'Human Resources', '', '', 'Olivia'],
  ['Chloe', 'Pillay', 'Recruiter', 'Group Services', 'Human Resources', '', '', 'Olivia'],
  ['Daniel', 'Mensah', 'IT Manager', 'Group Services', 'Information Technology', '', '', 'Grace'],
  [
    'Kwame',
    'Asante',
    'Infrastructure Lead',
    'Group Services',
    'Information Technology',
    'Infrastructure',
    '',
    'Daniel',
  ],
  [
    'Zanele',
    'Mthembu',
    'Network Engineer',
    'Group Services',
    'Information Technology',
    'Infrastructure',
    'Networks',
    'Kwame',
  ],
  [
    'Ian',
    'Venter',
    'Network Engineer',
    'Group Services',
    'Information Technology',
    'Infrastructure',
    'Networks',
    'Kwame',
  ],
  ['Ruth', 'Achieng', 'Service Desk Analyst', 'Group Services', 'Information Technology', '', '', 'Daniel'],
  ['Michael', 'Naidoo', 'Retail Director', 'Retail', '', '', '', 'Grace'],
  ['Naledi', 'Zulu', 'Stores Manager', 'Retail', 'Stores', '', '', 'Michael'],
  ['Joseph', 'Kariuki', 'Regional Manager', 'Retail', 'Stores', 'North Region', '', 'Naledi'],
  ['Busi', 'Ndlovu', 'Store Supervisor', 'Retail', 'Stores', 'North Region', 'Store Operations', 'Joseph'],
  ['Musa', 'Sithole', 'Sales Associate', 'Retail', 'Stores', 'North Region', 'Store Operations', 'Busi'],
  ['Aisha', 'Mohammed', 'Sales Associate', 'Retail', 'Stores', 'North Region', 'Store Operations', 'Busi'],
  ['Tendai', 'Moyo', 'Sales Associate', 'Retail', 'Stores', 'North Region', 'Store Operations', 'Busi'],
  ['Sarah', 'Jacobs', 'Marketing Manager', 'Retail', 'Marketing', '', '', 'Michael'],
  ['Yusuf', 'Ibrahim', 'Brand Specialist', 'Retail', 'Marketing', '', '', 'Sarah'],
  ['Emma', 'Smit', 'Digital Marketer', 'Retail', 'Marketing', '', '', 'Sarah'],
  ['Victor', 'Owusu', 'Manufacturing Director', 'Manufacturing', '', '', '', 'Grace'],
  ['Nomsa', 'Dube', 'Production Manager', 'Manufacturing', 'Production', '', '', 'Victor'],
  ['Kofi', 'Boateng', 'Assembly Supervisor', 'Manufacturing', 'Production', 'Assembly', '', 'Nomsa'],
  ['Precious', 'Mahlangu', 'Assembler', 'Manufacturing', 'Production', 'Assembly', '', 'Kofi'],
  ['John', 'Otieno', 'Assembler', 'Manufacturing', 'Production', 'Assembly', '', 'Kofi'],
  [
    'Lindiwe',
    'Shabalala',
    'Quality Lead',
    'Manufacturing',
    'Production',
    'Assembly',
    'Quality Control',
    'Kofi',
  ],
  [
    'Ahmed',
    'Hassan',
    'Quality Inspector',
    'Manufacturing',
    'Production',
    'Assembly',
    'Quality Control',
    'Lindiwe',
  ],
  [
    'Mary',
    'Wanjiru',
    'Quality Inspector',
    'Manufacturing',
    'Production',
    'Assembly',
    'Quality Control',
    'Lindiwe',
  ],
  ['Sipho', 'Mabaso', 'Logistics Manager', 'Manufacturing', 'Logistics', '', '', 'Victor'],
  ['Ngozi', 'Eze', 'Dispatch Coordinator', 'Manufacturing', 'Logistics', '', '', 'Sipho'],
  ['Pieter', 'du Plessis', 'Driver', 'Manufacturing', 'Logistics', '', '', 'Sipho'],
  ['Abena', 'Osei', 'Driver', 'Manufacturing', 'Logistics', '', '', 'Sipho'],
  ['Tariq', 'Patel', 'Planner', 'Manufacturing', 'Production', '', '', 'Nomsa'],
  ['Lucy', 'Mwangi', 'Executive Assistant', 'Group Services', '', '', '', 'Grace'],
  ['Bongani', 'Cele', 'Facilities Officer', 'Group Services', '', '', '', 'Grace'],
];

const demoEmail = (first: string, last: string) =>
  `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@acme.test';

/** Heads of units: [first name, head flag]. */
const DEMO_HEADS: Array<[string, 'businessUnitHead' | 'departmentHead']> = [
  ['Grace', 'businessUnitHead'],
  ['Michael', 'businessUnitHead'],
  ['Victor', 'businessUnitHead'],
  ['Henry', 'departmentHead'],
  ['Naledi', 'departmentHead'],
];

const csvText = (rows: string[][]) =>
  `${rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n')}\n`;

/**
 * Acme's organisation, through the product's own use cases: the hierarchy, ~40 employees imported
 * from a generated CSV (numbers, job titles, placements, supervisors), a few heads, and Sage and
 * Cow rows waiting to be added. Each part is added only where it is missing.
 */
const seedOrganisation = async (ctx: Ctx): Promise<void> => {
  const companyId = ctx.companyId!;
  await seedUnits(ctx, companyId);

  const admin = ctx.email;
  const byFirst = new Map(DEMO_PEOPLE.map((p) => [p[0], demoEmail(p[0], p[1])]));
  const claimed = (
    await db()
      .entities.unique.get(
        DEMO_PEOPLE.map((p) => ({ scope: employeeEmailScope(companyId), value: demoEmail(p[0], p[1]) })),
      )
      .go()
  ).data.map((c) => c.value);
  const missing = DEMO_PEOPLE.filter((p) => !claimed.includes(demoEmail(p[0], p[1])));
  if (missing.length > 0) {
    const rows = missing.map((p) => {
      const number = `ACM-${String(DEMO_PEOPLE.indexOf(p) + 1).padStart(3, '0')}`;
      return [
        p[0],
        p[1],
        demoEmail(p[0], p[1]),
        number,
        p[2],
        p[3],
        p[4],
        p[5],
        p[6],
        p[7] ? byFirst.get(p[7])! : admin,
      ];
    });
    const c = IMPORT_COLUMNS;
    const header = [
      c.firstName,
      c.lastName,
      c.email,
      c.employeeNumber,
      c.jobTitle,
      c.businessUnit,
      c.department,
      c.division,
      c.section,
      c.supervisor,
    ];
    await importEmployeesNow(
      { ...ctx, now: new Date() },
      { filename: 'acme-people.csv', content: new TextEncoder().encode(csvText([header, ...rows])) },
    );
  }

  for (const [first, flag] of DEMO_HEADS) {
    const claim = await db()
      .entities.unique.get({ scope: employeeEmailScope(companyId), value: byFirst.get(first)! })
      .go();
    if (!claim.data) continue;
    const { employee: e } = await getEmployee(ctx, { id: claim.data.ownerId });
    if (e[flag] === 'Yes') continue;
    await updateEmployee(
      { ...ctx, now: new Date() },
      {
        id: e.id,
        version: e.version,
        firstName: e.firstName,
        lastName: e.lastName,
        email: e.email,
        employeeNumber: e.employeeNumber,
        jobTitle: e.jobTitle,
        unitId: e.unitId,
        supervisorId: e.supervisorId,
        businessUnitHead: e.businessUnitHead,
        departmentHead: e.departmentHead,
        divisionHead: e.divisionHead,
        sectionHead: e.sectionHead,
        subSectionHead: e.subSectionHead,
        subSubSectionHead: e.subSubSectionHead,
        [flag]: 'Yes',
        status: 'Active',
      },
    );
  }

  const exports = {
    sage: [
      ['Employee Code', 'First Name', 'Surname', 'Work Email', 'Job Title', 'Cost Centre'],
      ['SG-1001', 'Nia', 'Kamau', 'nia.kamau@acme.test', 'Accounts Assistant', 'FIN'],
      ['SG-1002', 'Rashid', 'Omar', 'rashid.omar@acme.test', 'Payroll Officer', 'HR'],
      ['SG-1003', 'Hannah', 'Meyer', 'hannah.meyer@acme.test', 'Buyer', 'RET'],
    ],
    cow: [
      ['Staff No', 'Given Name', 'Family Name', 'E-mail', 'Position'],
      ['C-77', 'Farai', 'Chikwanha', 'farai.chikwanha@acme.test', 'Machine Operator'],
      ['C-78', 'Leila', 'Haddad', 'leila.haddad@acme.test', 'Forklift Driver'],
    ],
  } as const;
  for (const source of ['sage', 'cow'] as const) {
    if ((await listStaged(ctx, source, { limit: 1 })).total > 0) continue;
    await uploadStaged({ ...ctx, now: new Date() }, source, {
      filename: `${source}-export.csv`,
      content: new TextEncoder().encode(csvText(exports[source].map((r) => [...r]))),
    });
  }
};

const DEMO_PLAN = 'Acme Strategy 2025–2029';
const DEMO_PERSPECTIVES = ['Financial', 'Customer', 'Internal Process', 'Learning & Growth'] as const;
/** The five bands: 0–59, 60–79, 80–99, 100–119, 120–149 (spec §5; default colours). */
const DEMO_BANDS: Array<[string, number]> = [
  ['Unacceptable', 59],
  ['Below expectations', 79],
  ['Meets expectations', 99],
  ['Exceeds expectations', 119],
  ['Outstanding', 149],
];
const DEMO_SCORECARD = 'Acme Strategic Scorecard';
const DEMO_CORPORATE = 'Acme Corporate Scorecard 2026';

type Perspective = (typeof DEMO_PERSPECTIVES)[number];

interface DemoKpi {
  name: string;
  kpa: string;
  perspective: Perspective;
  kpiType?: 'Quantitative' | 'Qualitative';
  optionType: 'ASC' | 'DESC';
  baseline?: number;
  target?: number;
  manualTarget?: string;
  periodic: [number, number, number, number] | null;
  weight: number;
  /** the year's Q1 and Q2 actuals, and the ytd after Q2 */
  actuals: [number, number] | null;
  ytd?: number;
  manualRatingScore?: number;
}

const DEMO_KPAS: Array<[string, Perspective]> = [
  ['Grow profitable revenue', 'Financial'],
  ['Delight our customers', 'Customer'],
  ['Operate efficiently', 'Internal Process'],
  ['Develop our people', 'Learning & Growth'],
];

/** Eight KPIs, weights 100: a mix of higher-is-better (DESC), lower-is-better (ASC) and qualitative. */
const DEMO_KPIS: DemoKpi[] = [
  {
    name: 'Revenue growth (%)',
    kpa: 'Grow profitable revenue',
    perspective: 'Financial',
    optionType: 'DESC',
    baseline: 5,
    target: 12,
    periodic: [3, 6, 9, 12],
    weight: 20,
    actuals: [3.4, 5.1],
    ytd: 8.5,
  },
  {
    name: 'Operating margin (%)',
    kpa: 'Grow profitable revenue',
    perspective: 'Financial',
    optionType: 'DESC',
    baseline: 14,
    target: 18,
    periodic: [16, 17, 17.5, 18],
    weight: 15,
    actuals: [16.2, 16.5],
    ytd: 16.4,
  },
  {
    name: 'Customer satisfaction score',
    kpa: 'Delight our customers',
    perspective: 'Customer',
    optionType: 'DESC',
    baseline: 72,
    target: 85,
    periodic: [80, 82, 84, 85],
    weight: 15,
    actuals: [81, 84],
    ytd: 82.5,
  },
  {
    name: 'Customer complaints',
    kpa: 'Delight our customers',
    perspective: 'Customer',
    optionType: 'ASC',
    baseline: 120,
    target: 60,
    periodic: [20, 15, 15, 10],
    weight: 10,
    actuals: [18, 21],
    ytd: 39,
  },
  {
    name: 'Order lead time (days)',
    kpa: 'Operate efficiently',
    perspective: 'Internal Process',
    optionType: 'ASC',
    baseline: 9,
    target: 5,
    periodic: [7, 6, 5.5, 5],
    weight: 10,
    actuals: [6.5, 6],
    ytd: 6.2,
  },
  {
    name: 'Production defect rate (%)',
    kpa: 'Operate efficiently',
    perspective: 'Internal Process',
    optionType: 'ASC',
    baseline: 3.5,
    target: 1.5,
    periodic: [3, 2.5, 2, 1.5],
    weight: 10,
    actuals: [3.1, 2.2],
    ytd: 2.6,
  },
  {
    name: 'Employees trained (%)',
    kpa: 'Develop our people',
    perspective: 'Learning & Growth',
    optionType: 'DESC',
    baseline: 40,
    target: 90,
    periodic: [25, 50, 75, 90],
    weight: 10,
    actuals: [30, 48],
    ytd: 48,
  },
  {
    name: 'Leadership culture',
    kpa: 'Develop our people',
    perspective: 'Learning & Growth',
    kpiType: 'Qualitative',
    optionType: 'DESC',
    manualTarget: 'Culture survey rates leadership “strong”',
    periodic: null,
    weight: 10,
    actuals: null,
    manualRatingScore: 4,
  },
];

const DAY = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Acme's planning demo, through the product's own use cases: a five-year strategic plan with its
 * four perspectives, a five-band rating scale and a strategic scorecard (four KPAs, eight KPIs);
 * the 2026 annual plan with its quarters (today's quarter's windows open); and the annual corporate
 * scorecard built from the strategic one, with Q1 and Q2 actuals entered in those quarters'
 * assessment windows. Each part is added only where it is missing.
 */
const seedPlanning = async (base: Ctx): Promise<void> => {
  const ctx = () => ({ ...base, now: new Date() });
  const plan =
    (await listPlans(ctx(), 'strategic', {})).find((p) => p.description === DEMO_PLAN) ??
    (await addPlan(ctx(), 'strategic', {
      description: DEMO_PLAN,
      startDate: '2025-01-01',
      endDate: '2029-12-31',
      status: 'Active',
    }));
  const ref = { strategicPlanId: plan.id };

  const perspectives = new Map((await listPerspectives(ctx(), ref)).map((p) => [p.name, p.id]));
  for (const name of DEMO_PERSPECTIVES) {
    if (!perspectives.has(name)) perspectives.set(name, (await addPerspective(ctx(), { ...ref, name })).id);
  }
  const scale = await listRatingScales(ctx(), ref);
  if (scale.list.length === 0) {
    for (const [description, target] of DEMO_BANDS)
      await addRatingScale(ctx(), { ...ref, description, target });
  }

  let strategic = (await listScorecards(ctx(), 'strategic', ref)).find((s) => s.name === DEMO_SCORECARD);
  if (!strategic) {
    strategic = await addScorecard(ctx(), 'strategic', {
      ...ref,
      name: DEMO_SCORECARD,
      includeKeyPerformanceArea: 'Yes',
      ratingMode: 'automatic',
    });
    const kpas = new Map<string, string>();
    for (const [name, perspective] of DEMO_KPAS) {
      const kpa = await addKpa(ctx(), ['strategic'], {
        scorecardId: strategic.id,
        name,
        perspectiveId: perspectives.get(perspective)!,
      });
      kpas.set(name, kpa.id);
    }
    for (const k of DEMO_KPIS) {
      await saveKpi(ctx(), ['strategic'], {
        scorecardId: strategic.id,
        kpaId: kpas.get(k.kpa)!,
        perspectiveId: perspectives.get(k.perspective)!,
        name: k.name,
        kpiType: k.kpiType ?? 'Quantitative',
        optionType: k.optionType,
        baseline: k.baseline ?? null,
        target: k.target ?? null,
        manualTarget: k.manualTarget ?? null,
        targetDate: '2029-12-31',
        weight: k.weight,
        ...(k.periodic
          ? {
              periodicTarget1: k.periodic[0],
              periodicTarget2: k.periodic[1],
              periodicTarget3: k.periodic[2],
              periodicTarget4: k.periodic[3],
            }
          : {}),
      });
    }
  }

  const annual =
    (await listAnnualPlans(ctx(), ref)).find((a) => a.startDate === '2026-01-01') ??
    (await addAnnualPlan(ctx(), { ...ref, startDate: '2026-01-01', endDate: '2026-12-31' }));

  // Today's quarter (the last one once the year is over, the first before it) takes assessments,
  // agreements and performance assessments now: its windows default to its own dates, so they are
  // opened around today only when today is outside them.
  const today = dayOf(new Date());
  const quarters = await listQuarters(ctx(), { annualPlanId: annual.id });
  const current =
    quarters.find((q) => q.startDate <= today && today <= q.endDate) ??
    (today > annual.endDate ? quarters[3] : quarters[0]);
  if (current && !(current.open.assessment && current.open.pmAgreement && current.open.pmAssessment)) {
    const from = dayOf(new Date(Date.now() - 14 * DAY));
    const to = dayOf(new Date(Date.now() + 30 * DAY));
    await updateQuarter(ctx(), {
      annualPlanId: annual.id,
      quarter: current.quarter,
      version: current.version,
      startDate: current.startDate,
      endDate: current.endDate,
      assessmentStartDate: from,
      assessmentEndDate: to,
      pmAgreementStartDate: from,
      pmAgreementEndDate: to,
      pmAssessmentStartDate: from,
      pmAssessmentEndDate: to,
    });
  }

  const existing = await listCorporateScorecards(ctx(), { annualPlanId: annual.id, type: 'annual' });
  if (existing.some((s) => s.name === DEMO_CORPORATE)) return;
  const corporate = await addCorporateScorecard(ctx(), {
    annualPlanId: annual.id,
    strategicScorecardId: strategic.id,
    name: DEMO_CORPORATE,
  });
  const whole = await readScorecard(ctx(), ['corporate-annual'], { id: corporate.id });
  const versions = new Map(whole.kpiList.map((k) => [k.id, k.version]));
  // Q1 and Q2 actuals, each entered on the last day of its quarter's assessment window.
  for (const quarter of [0, 1] as const) {
    const q = quarters[quarter];
    const day = q?.assessmentEndDate;
    if (!day) continue;
    const then = { ...base, now: new Date(`${day}T12:00:00.000Z`) };
    for (const kpi of whole.kpiList) {
      const demo = DEMO_KPIS.find((d) => d.name === kpi.name);
      if (!demo?.actuals) continue;
      const saved = await updateActual(then, {
        scorecardId: corporate.id,
        kpiId: kpi.id,
        quarter,
        actual: demo.actuals[quarter],
        version: versions.get(kpi.id)!,
      });
      versions.set(kpi.id, saved.version);
    }
  }
  for (const kpi of whole.kpiList) {
    const demo = DEMO_KPIS.find((d) => d.name === kpi.name);
    if (!demo || (demo.ytd === undefined && demo.manualRatingScore === undefined)) continue;
    await saveCorporateKpi(ctx(), {
      scorecardId: corporate.id,
      id: kpi.id,
      version: versions.get(kpi.id)!,
      ...(demo.ytd !== undefined ? { ytd: demo.ytd } : {}),
      ...(demo.manualRatingScore !== undefined ? { manualRatingScore: demo.manualRatingScore } : {}),
    });
  }
  // A KPA added by hand beside the copied ones (the corporate-kpas routes, docs/planning.md), its
  // KPIs tracked at weight 0 so the weights copied from the strategic scorecard still make 100.
  const kpa = await addKpa(ctx(), ['corporate-annual'], {
    scorecardId: corporate.id,
    name: 'Operate sustainably',
    perspectiveId: perspectives.get('Internal Process')!,
  });
  for (const k of [
    {
      name: 'Energy per unit produced (kWh)',
      optionType: 'ASC',
      baseline: 42,
      target: 36,
      periodic: [40, 38, 37, 36],
    },
    { name: 'Waste recycled (%)', optionType: 'DESC', baseline: 55, target: 70, periodic: [60, 64, 67, 70] },
  ] as const)
    await addCorporateKpi(ctx(), {
      scorecardId: corporate.id,
      kpaId: kpa.id,
      perspectiveId: perspectives.get('Internal Process')!,
      name: k.name,
      kpiType: 'Quantitative',
      optionType: k.optionType,
      baseline: k.baseline,
      target: k.target,
      periodicTarget1: k.periodic[0],
      periodicTarget2: k.periodic[1],
      periodicTarget3: k.periodic[2],
      periodicTarget4: k.periodic[3],
      weight: 0,
    });
};
