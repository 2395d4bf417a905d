import { z } from 'zod';
import { ZDay, ZId, ZIsoDateTime, ZVersion } from '../common';
import { defineRoute } from '../route';

/**
 * An annual strategic plan (spec §3): one year of a strategic plan, inside its dates and not
 * overlapping another of the same plan. It is created with its four quarters.
 */
export const ZAnnualPlanSchema = z.object({
  id: ZId,
  strategicPlanId: ZId,
  strategicPlanDescription: z.string(),
  startDate: ZDay,
  endDate: ZDay,
  d_startDate: z.string(),
  d_endDate: z.string(),
  /** "Jan 1st 2024 – Dec 31st 2024" */
  label: z.string(),
  /** corporate scorecards of this year: an annual plan with any cannot be deleted */
  scorecardCount: z.number().int(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TAnnualPlan = z.infer<typeof ZAnnualPlanSchema>;

const dates = { startDate: ZDay, endDate: ZDay };
const endAfterStart = (v: { startDate: string; endDate: string }) => v.endDate > v.startDate;
const END_AFTER_START = { path: ['endDate'], message: 'must be after the start date' };

export const ZAddAnnualPlanRequestSchema = z
  .object({ strategicPlanId: ZId, ...dates })
  .refine(endAfterStart, END_AFTER_START);
export type TAddAnnualPlanRequest = z.infer<typeof ZAddAnnualPlanRequestSchema>;
export const ZUpdateAnnualPlanRequestSchema = z
  .object({ id: ZId, version: ZVersion, ...dates })
  .refine(endAfterStart, END_AFTER_START);
export type TUpdateAnnualPlanRequest = z.infer<typeof ZUpdateAnnualPlanRequestSchema>;

const item = z.object({ item: ZAnnualPlanSchema });
const title = 'Annual Strategic Plans';

export const listAnnualPlans = defineRoute({
  family: 'annual-plan',
  action: 'all',
  method: 'GET',
  path: '/annual-plan/all',
  summary: 'The annual plans of the company, or of one strategic plan, newest first',
  input: z.object({ strategicPlanId: ZId.optional() }),
  output: z.object({ list: z.array(ZAnnualPlanSchema) }),
  access: ['employee'],
  module: 'planning',
  errorTitle: `Get ${title} Failed`,
  mutates: false,
});

export const getAnnualPlan = defineRoute({
  family: 'annual-plan',
  action: 'get',
  method: 'GET',
  path: '/annual-plan/get',
  summary: 'One annual plan',
  input: z.object({ id: ZId }),
  output: item,
  access: ['employee'],
  module: 'planning',
  errorTitle: `Get ${title} Failed`,
  mutates: false,
});

export const addAnnualPlan = defineRoute({
  family: 'annual-plan',
  action: 'add',
  method: 'POST',
  path: '/annual-plan/add',
  summary:
    'Add an annual plan inside its strategic plan’s dates, overlapping no other, with its four quarters (each window defaulting to its quarter)',
  input: ZAddAnnualPlanRequestSchema,
  output: item,
  access: ['employee'],
  module: 'planning',
  errorTitle: `Add ${title} Failed`,
  mutates: true,
});

export const updateAnnualPlan = defineRoute({
  family: 'annual-plan',
  action: 'update',
  method: 'POST',
  path: '/annual-plan/update',
  summary:
    'Change an annual plan’s dates (inside its strategic plan, overlapping no other); its quarters are split again from the new dates',
  input: ZUpdateAnnualPlanRequestSchema,
  output: item,
  access: ['employee'],
  module: 'planning',
  errorTitle: `Update ${title} Failed`,
  mutates: true,
});

export const deleteAnnualPlan = defineRoute({
  family: 'annual-plan',
  action: 'delete',
  method: 'POST',
  path: '/annual-plan/delete',
  summary: 'Delete an annual plan with no corporate scorecards, with its quarters',
  input: z.object({ id: ZId, version: ZVersion }),
  output: item,
  access: ['employee'],
  module: 'planning',
  errorTitle: `Delete ${title} Failed`,
  mutates: true,
});

export const annualPlanRoutes = [
  listAnnualPlans,
  getAnnualPlan,
  addAnnualPlan,
  updateAnnualPlan,
  deleteAnnualPlan,
] as const;
