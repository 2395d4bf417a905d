import { z } from 'zod';
import { ZDay, ZId, ZIsoDateTime, ZVersion } from '../common';
import { defineRoute } from '../route';

/** spec §9: quarters Q1..Q4 are 0..3. */
export const ZQuarterIndex = z.coerce
  .number({ error: 'quarter must be 0, 1, 2 or 3' })
  .int('quarter must be 0, 1, 2 or 3')
  .min(0, 'quarter must be 0, 1, 2 or 3')
  .max(3, 'quarter must be 0, 1, 2 or 3');

/**
 * The windows of a quarter (spec §3): when assessments, performance agreements and performance
 * assessments may be made. Each has a start and an end day (both included); none set = closed.
 */
export const QUARTER_WINDOWS = ['assessment', 'pmAgreement', 'pmAssessment'] as const;
export type QuarterWindow = (typeof QUARTER_WINDOWS)[number];
export const ZQuarterWindow = z.enum(QUARTER_WINDOWS);

/** Each window's start and end fields. */
export const WINDOW_FIELDS = {
  assessment: ['assessmentStartDate', 'assessmentEndDate'],
  pmAgreement: ['pmAgreementStartDate', 'pmAgreementEndDate'],
  pmAssessment: ['pmAssessmentStartDate', 'pmAssessmentEndDate'],
} as const satisfies Record<QuarterWindow, readonly [string, string]>;

export const ZQuarterSchema = z.object({
  annualPlanId: ZId,
  strategicPlanId: ZId,
  quarter: z.number().int().min(0).max(3),
  /** Q1..Q4 */
  label: z.string(),
  startDate: ZDay,
  endDate: ZDay,
  assessmentStartDate: ZDay.nullable(),
  assessmentEndDate: ZDay.nullable(),
  pmAgreementStartDate: ZDay.nullable(),
  pmAgreementEndDate: ZDay.nullable(),
  pmAssessmentStartDate: ZDay.nullable(),
  pmAssessmentEndDate: ZDay.nullable(),
  /** the target date KPIs of this quarter get unless they name one */
  defaultTargetDate: ZDay.nullable(),
  d_startDate: z.string(),
  d_endDate: z.string(),
  d_defaultTargetDate: z.string(),
  /** whether each window is open today */
  open: z.object({ assessment: z.boolean(), pmAgreement: z.boolean(), pmAssessment: z.boolean() }),
  version: z.number().int(),
  updatedAt: ZIsoDateTime,
});
export type TQuarter = z.infer<typeof ZQuarterSchema>;

const windowDay = ZDay.nullable().optional();

export const ZUpdateQuarterRequestSchema = z
  .object({
    annualPlanId: ZId,
    quarter: ZQuarterIndex,
    version: ZVersion,
    startDate: ZDay,
    endDate: ZDay,
    assessmentStartDate: windowDay,
    assessmentEndDate: windowDay,
    pmAgreementStartDate: windowDay,
    pmAgreementEndDate: windowDay,
    pmAssessmentStartDate: windowDay,
    pmAssessmentEndDate: windowDay,
  })
  .superRefine((v, ctx) => {
    if (v.endDate < v.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must be on or after the start date' });
    }
    for (const [start, end] of Object.values(WINDOW_FIELDS)) {
      const s = v[start] ?? null;
      const e = v[end] ?? null;
      if ((s === null) !== (e === null)) {
        ctx.addIssue({
          code: 'custom',
          path: [s === null ? start : end],
          message: 'set both the start and the end of a window, or neither',
        });
      } else if (s !== null && e !== null && e < s) {
        ctx.addIssue({ code: 'custom', path: [end], message: 'must be on or after the start date' });
      }
    }
  });
export type TUpdateQuarterRequest = z.infer<typeof ZUpdateQuarterRequestSchema>;

export const ZSetDefaultTargetDateRequestSchema = z.object({
  annualPlanId: ZId,
  quarter: ZQuarterIndex,
  version: ZVersion,
  defaultTargetDate: ZDay.nullable(),
});

const item = z.object({ item: ZQuarterSchema });

export const listQuarters = defineRoute({
  family: 'quarter',
  action: 'all',
  method: 'GET',
  path: '/quarter/all',
  summary: 'The four quarters of an annual plan with their windows and whether each is open today',
  input: z.object({ annualPlanId: ZId }),
  output: z.object({ list: z.array(ZQuarterSchema) }),
  access: ['employee'],
  module: 'planning',
  errorTitle: 'Get Quarters Failed',
  mutates: false,
});

export const updateQuarter = defineRoute({
  family: 'quarter',
  action: 'update',
  method: 'POST',
  path: '/quarter/update',
  summary:
    'Set a quarter’s dates (inside its annual plan) and its assessment, agreement and performance assessment windows',
  input: ZUpdateQuarterRequestSchema,
  output: item,
  access: ['employee'],
  module: 'planning',
  errorTitle: 'Update Quarter Failed',
  mutates: true,
});

export const setDefaultTargetDate = defineRoute({
  family: 'quarter',
  action: 'set-default-target-date',
  method: 'POST',
  path: '/quarter/set-default-target-date',
  summary: 'Set (or clear) the target date a quarter’s KPIs get by default',
  input: ZSetDefaultTargetDateRequestSchema,
  output: item,
  access: ['employee'],
  module: 'planning',
  errorTitle: 'Set Default Target Date Failed',
  mutates: true,
});

export const quarterRoutes = [listQuarters, updateQuarter, setDefaultTargetDate] as const;
