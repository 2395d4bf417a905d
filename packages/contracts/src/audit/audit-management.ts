import { z } from 'zod';
import { ZId, ZPage, ZPageQuery } from '../common';
import { familyRoutes } from '../route';
import {
  addSettingSchema,
  AUDIT_SETTING_KINDS,
  ZAuditSettingSchema,
  updateSettingSchema,
  type TAuditSettingKind,
} from './settings';
import {
  ZAddAuditProcessRequestSchema,
  ZAuditProcessSchema,
  ZListAuditProcessesRequestSchema,
  ZUpdateAuditProcessRequestSchema,
} from './universe';
import {
  ZAddAuditFollowUpRequestSchema,
  ZAddAuditPlanRequestSchema,
  ZAddPlannedAuditRequestSchema,
  ZAuditFollowUpSchema,
  ZAuditIdRequestSchema,
  ZAuditPlanDetailSchema,
  ZAuditPlanSchema,
  ZAuditRefRequestSchema,
  ZListAuditFollowUpsRequestSchema,
  ZListAuditPlansRequestSchema,
  ZPlannedAuditSchema,
  ZUpdateAuditFollowUpRequestSchema,
  ZUpdateAuditPlanRequestSchema,
  ZUpdatePlannedAuditRequestSchema,
} from './plan';

/**
 * The `audit-management` family (spec §7 `/module/audit-management/`): the settings, the audit
 * universe and the annual audit plan. Everyone with Audit Management reads them; audit
 * administrators (module admin access) change them (docs/audit.md).
 */
export const AUDIT_MANAGEMENT_FAMILY = 'audit-management';

const read = familyRoutes(AUDIT_MANAGEMENT_FAMILY, 'audit');
const write = familyRoutes(AUDIT_MANAGEMENT_FAMILY, 'audit', { note: 'audit administrators' });

const one = <T extends z.ZodType>(item: T) => z.object({ item });

interface SettingNames {
  /** action stem: `all-<plural>`, `<singular>`, `add-<singular>`… */
  singular: string;
  plural: string;
  what: string;
  /** spec §8 titles: Get, Add, Update, Delete */
  titles: readonly [string, string, string, string];
}

const titled = (entity: string) =>
  [
    `Get ${entity} Failed`,
    `Add ${entity} Failed`,
    `Update ${entity} Failed`,
    `Delete ${entity} Failed`,
  ] as const;

export const AUDIT_SETTING_NAMES: Record<TAuditSettingKind, SettingNames> = {
  'audit-type': {
    singular: 'audit-type',
    plural: 'audit-types',
    what: 'audit type',
    titles: titled('Audit Type'),
  },
  'audit-standard': {
    singular: 'audit-standard',
    plural: 'audit-standards',
    what: 'audit standard',
    titles: titled('Audit Standard'),
  },
  'finding-rating': {
    singular: 'finding-rating',
    plural: 'finding-ratings',
    what: 'finding rating definition (High, Medium, Low)',
    titles: titled('Finding Rating'),
  },
  'opinion-rating': {
    singular: 'opinion-rating',
    plural: 'opinion-ratings',
    what: 'overall opinion rating definition',
    titles: titled('Audit Rating'),
  },
  // spec §8 gives the MR owner titles exactly, spelling and all.
  'mr-owner': {
    singular: 'mr-owner',
    plural: 'mr-owners',
    what: 'management-response owner',
    titles: [
      'Get All Mr Owner Failed',
      'Add MR Owner Failed',
      'Update MrOwner Failed',
      'Delete MrOwner Failed',
    ],
  },
  'checklist-template': {
    singular: 'checklist-template',
    plural: 'checklist-templates',
    what: 'checklist template',
    titles: titled('Checklist Template'),
  },
  'survey-template': {
    singular: 'customer-survey',
    plural: 'customer-surveys',
    what: 'customer-survey template',
    titles: titled('Customer Survey'),
  },
  'letter-template': {
    singular: 'letter-template',
    plural: 'letter-templates',
    what: 'letter template',
    titles: titled('Letter Template'),
  },
  'team-member': {
    singular: 'audit-team-member',
    plural: 'audit-team',
    what: 'audit team member (who may lead, perform, review)',
    titles: titled('Audit Team Member'),
  },
};

const settingRoutes = <K extends TAuditSettingKind>(kind: K) => {
  const n = AUDIT_SETTING_NAMES[kind];
  return {
    all: read(
      `all-${n.plural}`,
      'GET',
      `A page of the company's ${n.what} items, in the order they were added`,
      ZPageQuery,
      ZPage(ZAuditSettingSchema),
      n.titles[0],
    ),
    get: read(
      n.singular,
      'GET',
      `One ${n.what}`,
      z.object({ id: ZId }),
      one(ZAuditSettingSchema),
      n.titles[0],
    ),
    add: write(
      `add-${n.singular}`,
      'POST',
      `Add a ${n.what}`,
      addSettingSchema(kind),
      one(ZAuditSettingSchema),
      n.titles[1],
    ),
    update: write(
      `update-${n.singular}`,
      'POST',
      `Change a ${n.what}`,
      updateSettingSchema(kind),
      one(ZAuditSettingSchema),
      n.titles[2],
    ),
    delete: write(
      `delete-${n.singular}`,
      'POST',
      `Delete a ${n.what}`,
      ZAuditRefRequestSchema,
      one(ZAuditSettingSchema),
      n.titles[3],
    ),
  };
};

/** The five calls of each settings kind, by kind. */
export const AUDIT_SETTING_ROUTES = Object.fromEntries(
  AUDIT_SETTING_KINDS.map((k) => [k, settingRoutes(k)]),
) as { [K in TAuditSettingKind]: ReturnType<typeof settingRoutes<K>> };

// ---------------------------------------------------------------- universe

export const listAuditProcesses = read(
  'all-processes',
  'GET',
  'A page of the audit universe, riskiest first, optionally of one business unit',
  ZListAuditProcessesRequestSchema,
  ZPage(ZAuditProcessSchema),
  'Get Audit Universe Failed',
);
export const getAuditProcess = read(
  'process',
  'GET',
  'One auditable process',
  ZAuditIdRequestSchema,
  one(ZAuditProcessSchema),
  'Get Audit Process Failed',
);
export const addAuditProcess = write(
  'add-process',
  'POST',
  'Add an auditable process to the universe',
  ZAddAuditProcessRequestSchema,
  one(ZAuditProcessSchema),
  'Add Audit Process Failed',
);
export const updateAuditProcess = write(
  'update-process',
  'POST',
  'Change an auditable process: unit, owner, risk factors, linked risks, last audited date',
  ZUpdateAuditProcessRequestSchema,
  one(ZAuditProcessSchema),
  'Update Audit Process Failed',
);
export const deleteAuditProcess = write(
  'delete-process',
  'POST',
  'Delete an auditable process no plan names',
  ZAuditRefRequestSchema,
  one(ZAuditProcessSchema),
  'Delete Audit Process Failed',
);

// ---------------------------------------------------------------- plan

export const listAuditPlans = read(
  'all-audit-plans',
  'GET',
  'A page of the annual audit plans of the company, newest first',
  ZListAuditPlansRequestSchema,
  ZPage(ZAuditPlanSchema),
  'Get Audit Plan Failed',
);
export const getAuditPlan = read(
  'audit-plan',
  'GET',
  'An audit plan with its planned audits by quarter and its budget days per quarter',
  ZAuditIdRequestSchema,
  ZAuditPlanDetailSchema,
  'Get Audit Plan Failed',
);
export const addAuditPlan = write(
  'add-audit-plan',
  'POST',
  "Build a year's plan from the universe: every process ranked by risk score, spread over the quarters",
  ZAddAuditPlanRequestSchema,
  ZAuditPlanDetailSchema,
  'Add Audit Plan Failed',
);
export const updateAuditPlan = write(
  'update-audit-plan',
  'POST',
  "Change a plan's title or status (active / not active)",
  ZUpdateAuditPlanRequestSchema,
  one(ZAuditPlanSchema),
  'Update Audit Plan Failed',
);
export const deleteAuditPlan = write(
  'delete-audit-plan',
  'POST',
  'Delete a plan that was never approved, with its planned audits and follow-ups',
  ZAuditRefRequestSchema,
  one(ZAuditPlanSchema),
  'Delete Audit Plan Failed',
);
export const approveAuditPlan = write(
  'approve-audit-plan',
  'POST',
  'Approve a plan whose every left-out or out-of-rank entity has a reason',
  ZAuditRefRequestSchema,
  one(ZAuditPlanSchema),
  'Approve Audit Plan Failed',
);
export const getPlannedAudit = read(
  'planned-audit',
  'GET',
  'One planned audit',
  ZAuditIdRequestSchema,
  one(ZPlannedAuditSchema),
  'Get Audit Plan Failed',
);
export const addPlannedAudit = write(
  'add-planned-audit',
  'POST',
  'Add to a plan a universe process it lacks, or an audit by hand',
  ZAddPlannedAuditRequestSchema,
  one(ZPlannedAuditSchema),
  'Add Audit Plan Failed',
);
export const updatePlannedAudit = write(
  'update-planned-audit',
  'POST',
  'Move a planned audit to a quarter, leave it out or take it back in (with a reason where the rule asks), set its team and budget',
  ZUpdatePlannedAuditRequestSchema,
  one(ZPlannedAuditSchema),
  'Update Audit Plan Failed',
);
export const deletePlannedAudit = write(
  'delete-planned-audit',
  'POST',
  'Delete an audit added by hand (a universe process is left out with a reason instead)',
  ZAuditRefRequestSchema,
  one(ZPlannedAuditSchema),
  'Delete Audit Plan Failed',
);

export const listAuditFollowUps = read(
  'all-follow-ups',
  'GET',
  "A page of a plan's follow-up entries, in the order they were added",
  ZListAuditFollowUpsRequestSchema,
  ZPage(ZAuditFollowUpSchema),
  'Get Audit Follow Up Failed',
);
export const getAuditFollowUp = read(
  'follow-up',
  'GET',
  'One follow-up entry',
  ZAuditIdRequestSchema,
  one(ZAuditFollowUpSchema),
  'Get Audit Follow Up Failed',
);
export const addAuditFollowUp = write(
  'add-follow-up',
  'POST',
  'Plan the follow-up of an earlier audit',
  ZAddAuditFollowUpRequestSchema,
  one(ZAuditFollowUpSchema),
  'Add Audit Follow Up Failed',
);
export const updateAuditFollowUp = write(
  'update-follow-up',
  'POST',
  'Change a follow-up entry',
  ZUpdateAuditFollowUpRequestSchema,
  one(ZAuditFollowUpSchema),
  'Update Audit Follow Up Failed',
);
export const deleteAuditFollowUp = write(
  'delete-follow-up',
  'POST',
  'Delete a follow-up entry',
  ZAuditRefRequestSchema,
  one(ZAuditFollowUpSchema),
  'Delete Audit Follow Up Failed',
);

export const auditManagementRoutes = [
  ...AUDIT_SETTING_KINDS.flatMap((k) => Object.values(AUDIT_SETTING_ROUTES[k])),
  listAuditProcesses,
  getAuditProcess,
  addAuditProcess,
  updateAuditProcess,
  deleteAuditProcess,
  listAuditPlans,
  getAuditPlan,
  addAuditPlan,
  updateAuditPlan,
  deleteAuditPlan,
  approveAuditPlan,
  getPlannedAudit,
  addPlannedAudit,
  updatePlannedAudit,
  deletePlannedAudit,
  listAuditFollowUps,
  getAuditFollowUp,
  addAuditFollowUp,
  updateAuditFollowUp,
  deleteAuditFollowUp,
] as const;
