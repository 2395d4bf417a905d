import { z } from 'zod';
import { ZId, ZIsoDateTime, ZName, ZVersion } from '../common';
import { EXACTLY_ONE_PLAN, exactlyOnePlan, ZPlanOfChild, ZPlanRefFields } from './plan';
import { defineRoute } from '../route';

/** A perspective of a strategic or operational plan (spec §3): KPIs are grouped by it. */
export const ZPerspectiveSchema = z.object({
  id: ZId,
  name: z.string(),
  ...ZPlanOfChild,
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TPerspective = z.infer<typeof ZPerspectiveSchema>;

export const ZAddPerspectiveRequestSchema = z
  .object({ ...ZPlanRefFields, name: ZName('name') })
  .refine(exactlyOnePlan, EXACTLY_ONE_PLAN);
export const ZUpdatePerspectiveRequestSchema = z.object({ id: ZId, version: ZVersion, name: ZName('name') });

const item = z.object({ perspective: ZPerspectiveSchema });

export const listPerspectives = defineRoute({
  family: 'perspective',
  action: 'all',
  method: 'GET',
  path: '/perspective/all',
  summary: 'The perspectives of one strategic or operational plan, by name',
  input: z.object(ZPlanRefFields).refine(exactlyOnePlan, EXACTLY_ONE_PLAN),
  output: z.object({ list: z.array(ZPerspectiveSchema) }),
  access: ['employee'],
  module: 'planning',
  errorTitle: 'Get Perspective Failed',
  mutates: false,
});

export const addPerspective = defineRoute({
  family: 'perspective',
  action: 'add',
  method: 'POST',
  path: '/perspective/add',
  summary: 'Add a perspective to a plan; names are unique within a plan',
  input: ZAddPerspectiveRequestSchema,
  output: item,
  access: ['employee'],
  module: 'planning',
  errorTitle: 'Add Perspective Failed',
  mutates: true,
});

export const updatePerspective = defineRoute({
  family: 'perspective',
  action: 'update',
  method: 'POST',
  path: '/perspective/update',
  summary: 'Rename a perspective',
  input: ZUpdatePerspectiveRequestSchema,
  output: item,
  access: ['employee'],
  module: 'planning',
  errorTitle: 'Update Perspective Failed',
  mutates: true,
});

export const deletePerspective = defineRoute({
  family: 'perspective',
  action: 'delete',
  method: 'POST',
  path: '/perspective/delete',
  summary: 'Delete a perspective',
  input: z.object({ id: ZId, version: ZVersion }),
  output: item,
  access: ['employee'],
  module: 'planning',
  errorTitle: 'Delete Perspective Failed',
  mutates: true,
});

export const perspectiveRoutes = [
  listPerspectives,
  addPerspective,
  updatePerspective,
  deletePerspective,
] as const;
