import { z } from 'zod';
import { ZDay, ZId, ZIsoDateTime, ZStatus, ZVersion } from '../common';
import { defineRoute } from '../route';

/**
 * Strategic and operational plans (spec §1, §3, §7): the same record and the same five calls,
 * told apart by `kind`. The tables below are the one place a kind's family, keys and titles are
 * written down; perspectives, rating scales and scorecards hang under a plan of either kind.
 */
export const PLAN_KINDS = ['strategic', 'operational'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
export const ZPlanKind = z.enum(PLAN_KINDS);

/** The API family of each kind. */
export const PLAN_FAMILY = {
  strategic: 'strategic-plan',
  operational: 'operational-plan',
} as const satisfies Record<PlanKind, string>;

/** spec §8: "Get Strategic Plan Failed", "Delete Operational Plan Failed"… */
export const PLAN_TITLE = {
  strategic: 'Strategic Plan',
  operational: 'Operational Plan',
} as const satisfies Record<PlanKind, string>;

/** spec §7: a plan is answered under `data.strategic` / `data.operational`. */
export const PLAN_ITEM_KEY = {
  strategic: 'strategic',
  operational: 'operational',
} as const satisfies Record<PlanKind, string>;

/** The field that names a plan of each kind on its children (perspectives, rating scales…). */
export const PLAN_ID_FIELD = {
  strategic: 'strategicPlanId',
  operational: 'operationalPlanId',
} as const satisfies Record<PlanKind, string>;
export type PlanIdField = (typeof PLAN_ID_FIELD)[PlanKind];

export const ZPlanSchema = z.object({
  id: ZId,
  kind: ZPlanKind,
  description: z.string(),
  /** YYYY-MM-DD */
  startDate: ZDay,
  endDate: ZDay,
  /** display copies, "Jan 5th 2024" */
  d_startDate: z.string(),
  d_endDate: z.string(),
  status: ZStatus,
  /** what hangs under the plan: a plan with any of these cannot be deleted */
  perspectiveCount: z.number().int(),
  ratingScaleCount: z.number().int(),
  /** how many bands its rating scale has: 5 (ratings 1..5) or 3 (ratings 1, 3, 5), from the company's
   * rating scale option when the plan was made */
  ratingPoints: z.union([z.literal(3), z.literal(5)]),
  scorecardCount: z.number().int(),
  /** strategic plans only (0 for operational plans) */
  annualPlanCount: z.number().int(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TPlan = z.infer<typeof ZPlanSchema>;

export const ZPlanDescription = z
  .string({ error: 'description is required' })
  .trim()
  .min(1, 'description is required')
  .max(500, 'description must be at most 500 characters');

const planFields = {
  description: ZPlanDescription,
  startDate: ZDay,
  endDate: ZDay,
  status: ZStatus.default('Active'),
};

const endAfterStart = <T extends { startDate: string; endDate: string }>(v: T) => v.endDate > v.startDate;
const END_AFTER_START = { path: ['endDate'], message: 'must be after the start date' };

export const ZAddPlanRequestSchema = z.object(planFields).refine(endAfterStart, END_AFTER_START);
export type TAddPlanRequest = z.infer<typeof ZAddPlanRequestSchema>;
export const ZUpdatePlanRequestSchema = z
  .object({ id: ZId, version: ZVersion, ...planFields })
  .refine(endAfterStart, END_AFTER_START);
export type TUpdatePlanRequest = z.infer<typeof ZUpdatePlanRequestSchema>;
export const ZDeletePlanRequestSchema = z.object({ id: ZId, version: ZVersion });
export const ZListPlansRequestSchema = z.object({ status: ZStatus.optional() });

/** The five calls of one kind of plan; every one needs the Strategic Planning module. */
const planRoutes = <P extends PlanKind, K extends string>(kind: P, itemKey: K) => {
  const family = PLAN_FAMILY[kind];
  const title = PLAN_TITLE[kind];
  const noun = title.toLowerCase();
  const item = z.object({ [itemKey]: ZPlanSchema } as Record<K, typeof ZPlanSchema>);
  return {
    all: defineRoute({
      family,
      action: 'all',
      method: 'GET',
      path: `/${family}/all`,
      summary: `Every ${noun} of the company, newest start first, with what hangs under each`,
      input: ZListPlansRequestSchema,
      output: z.object({ list: z.array(ZPlanSchema) }),
      access: ['employee'],
      module: 'planning',
      errorTitle: `Get ${title} Failed`,
      mutates: false,
    }),
    get: defineRoute({
      family,
      action: 'get',
      method: 'GET',
      path: `/${family}/get`,
      summary: `One ${noun}`,
      input: z.object({ id: ZId }),
      output: item,
      access: ['employee'],
      module: 'planning',
      errorTitle: `Get ${title} Failed`,
      mutates: false,
    }),
    add: defineRoute({
      family,
      action: 'add',
      method: 'POST',
      path: `/${family}/add`,
      summary: `Add a ${noun} (Strategic Planning administrators)`,
      input: ZAddPlanRequestSchema,
      output: item,
      access: ['employee'],
      module: 'planning',
      errorTitle: `Add ${title} Failed`,
      mutates: true,
    }),
    update: defineRoute({
      family,
      action: 'update',
      method: 'POST',
      path: `/${family}/update`,
      summary: `Change a ${noun}'s description, dates or status${kind === 'strategic' ? ' (its annual plans must stay inside its dates)' : ''}`,
      input: ZUpdatePlanRequestSchema,
      output: item,
      access: ['employee'],
      module: 'planning',
      errorTitle: `Update ${title} Failed`,
      mutates: true,
    }),
    delete: defineRoute({
      family,
      action: 'delete',
      method: 'POST',
      path: `/${family}/delete`,
      summary: `Delete a ${noun} with nothing under it (no perspectives, rating scale, scorecards or annual plans)`,
      input: ZDeletePlanRequestSchema,
      output: item,
      access: ['employee'],
      module: 'planning',
      errorTitle: `Delete ${title} Failed`,
      mutates: true,
    }),
  };
};

export const strategicPlanRoutes = planRoutes('strategic', 'strategic');
export const operationalPlanRoutes = planRoutes('operational', 'operational');

/** Each kind's calls, by kind, for code that treats the kinds alike (Lambdas, screens, tests). */
export const PLAN_ROUTES = {
  strategic: strategicPlanRoutes,
  operational: operationalPlanRoutes,
} as const;

export const planRoutesAll = Object.values(PLAN_ROUTES).flatMap((r) => [
  r.all,
  r.get,
  r.add,
  r.update,
  r.delete,
]);

/**
 * How a child names its plan: exactly one of `strategicPlanId` or `operationalPlanId` (spec §3).
 * `planRefOf` reads it back as kind and id.
 */
export const ZPlanRefFields = {
  strategicPlanId: ZId.optional(),
  operationalPlanId: ZId.optional(),
};
export const exactlyOnePlan = (v: {
  strategicPlanId?: string | undefined;
  operationalPlanId?: string | undefined;
}) => (v.strategicPlanId === undefined) !== (v.operationalPlanId === undefined);
export const EXACTLY_ONE_PLAN = {
  path: ['strategicPlanId'],
  message: 'name exactly one of strategicPlanId or operationalPlanId',
};
export const ZPlanRefSchema = z.object(ZPlanRefFields).refine(exactlyOnePlan, EXACTLY_ONE_PLAN);

export interface PlanRef {
  kind: PlanKind;
  planId: string;
}

/** The kind and id a request names (the schema has made sure exactly one is there). */
export const planRefOf = (v: {
  strategicPlanId?: string | undefined;
  operationalPlanId?: string | undefined;
}): PlanRef =>
  v.strategicPlanId !== undefined
    ? { kind: 'strategic', planId: v.strategicPlanId }
    : { kind: 'operational', planId: v.operationalPlanId ?? '' };

/** A child's plan, as the API shows it: the kind, the id, and the id under its kind's field. */
export const ZPlanOfChild = {
  planKind: ZPlanKind,
  planId: ZId,
  strategicPlanId: ZId.nullable(),
  operationalPlanId: ZId.nullable(),
};
