import { z } from 'zod';
import { ZId, ZIsoDateTime, ZName, ZStatus, ZVersion, ZYesNo } from '../common';
import { defineRoute } from '../route';

/**
 * The organisation hierarchy (spec §1, §3, §7): business unit → department → division → section →
 * sub-section → sub-sub-section. Every level is one family with the same five calls; the table
 * below is the one place a level's names, keys and titles are written down.
 */
export const UNIT_LEVELS = [
  'business-unit',
  'department',
  'division',
  'section',
  'sub-section',
  'sub-sub-section',
] as const;
export type UnitLevel = (typeof UNIT_LEVELS)[number];
export const ZUnitLevel = z.enum(UNIT_LEVELS);

/** The id field that names a unit of each level (on employees, and as a child's parent field). */
export const UNIT_ID_FIELD = {
  'business-unit': 'businessUnitId',
  department: 'departmentId',
  division: 'divisionId',
  section: 'sectionId',
  'sub-section': 'subSectionId',
  'sub-sub-section': 'subSubSectionId',
} as const satisfies Record<UnitLevel, string>;
export type UnitIdField = (typeof UNIT_ID_FIELD)[UnitLevel];

/** The employee flag that makes someone head of their unit at each level (spec §3). */
export const HEAD_FLAG = {
  'business-unit': 'businessUnitHead',
  department: 'departmentHead',
  division: 'divisionHead',
  section: 'sectionHead',
  'sub-section': 'subSectionHead',
  'sub-sub-section': 'subSubSectionHead',
} as const satisfies Record<UnitLevel, string>;
export type HeadFlag = (typeof HEAD_FLAG)[UnitLevel];
export const HEAD_FLAGS = UNIT_LEVELS.map((l) => HEAD_FLAG[l]);

/** spec §8 names: "Get Business Unit Failed", "Add Sub Sub Section Failed"… */
export const UNIT_TITLE = {
  'business-unit': 'Business Unit',
  department: 'Department',
  division: 'Division',
  section: 'Section',
  'sub-section': 'Sub Section',
  'sub-sub-section': 'Sub Sub Section',
} as const satisfies Record<UnitLevel, string>;

/** spec §7 read keys of one unit. */
export const UNIT_ITEM_KEY = {
  'business-unit': 'business_unit',
  department: 'department',
  division: 'division',
  section: 'section',
  'sub-section': 'sub_section',
  'sub-sub-section': 'sub_sub_section',
} as const satisfies Record<UnitLevel, string>;

export const parentLevelOf = (level: UnitLevel): UnitLevel | null => {
  const i = UNIT_LEVELS.indexOf(level);
  return i === 0 ? null : (UNIT_LEVELS[i - 1] ?? null);
};

export const childLevelOf = (level: UnitLevel): UnitLevel | null =>
  UNIT_LEVELS[UNIT_LEVELS.indexOf(level) + 1] ?? null;

const ZAncestorIds = {
  businessUnitId: ZId.nullable(),
  departmentId: ZId.nullable(),
  divisionId: ZId.nullable(),
  sectionId: ZId.nullable(),
  subSectionId: ZId.nullable(),
};

export const ZUnitHeadSchema = z.object({ employeeId: ZId, fullName: z.string() });

export const ZOrgUnitSchema = z.object({
  id: ZId,
  level: ZUnitLevel,
  name: z.string(),
  status: ZStatus,
  /** business units only: whether the unit owns a strategic plan; null below */
  strategyPlanOwner: ZYesNo.nullable(),
  /** the parent unit's id; null for a business unit */
  parentId: ZId.nullable(),
  /** the ids of every unit above this one (null where the level is not above it) */
  ...ZAncestorIds,
  /** the units above this one, business unit first, for breadcrumbs and lists */
  path: z.array(z.object({ level: ZUnitLevel, id: ZId, name: z.string() })),
  head: ZUnitHeadSchema.nullable(),
  /** units directly below */
  childCount: z.number().int(),
  /** active employees placed directly in this unit */
  memberCount: z.number().int(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TOrgUnit = z.infer<typeof ZOrgUnitSchema>;

const ZListUnitsRequestSchema = z.object({
  search: z.string().trim().max(120).optional(),
  status: ZStatus.optional(),
});

const ZBusinessUnitFields = {
  name: ZName('name'),
  strategyPlanOwner: ZYesNo.default('No'),
  status: ZStatus.default('Active'),
};

/** Add/update payloads: a business unit has its own fields; every other level names its parent. */
export const ZAddBusinessUnitRequestSchema = z.object(ZBusinessUnitFields);
export const ZUpdateBusinessUnitRequestSchema = z.object({
  id: ZId,
  version: ZVersion,
  ...ZBusinessUnitFields,
});

const childFields = <F extends string>(parentField: F) =>
  ({ name: ZName('name'), status: ZStatus.default('Active'), [parentField]: ZId }) as {
    name: ReturnType<typeof ZName>;
    status: z.ZodDefault<typeof ZStatus>;
  } & Record<F, typeof ZId>;

export const ZAddDepartmentRequestSchema = z.object(childFields('businessUnitId'));
export const ZAddDivisionRequestSchema = z.object(childFields('departmentId'));
export const ZAddSectionRequestSchema = z.object(childFields('divisionId'));
export const ZAddSubSectionRequestSchema = z.object(childFields('sectionId'));
export const ZAddSubSubSectionRequestSchema = z.object(childFields('subSectionId'));

const withRef = <S extends z.ZodRawShape>(schema: z.ZodObject<S>) =>
  schema.extend({ id: ZId, version: ZVersion });

export const ZUpdateDepartmentRequestSchema = withRef(ZAddDepartmentRequestSchema);
export const ZUpdateDivisionRequestSchema = withRef(ZAddDivisionRequestSchema);
export const ZUpdateSectionRequestSchema = withRef(ZAddSectionRequestSchema);
export const ZUpdateSubSectionRequestSchema = withRef(ZAddSubSectionRequestSchema);
export const ZUpdateSubSubSectionRequestSchema = withRef(ZAddSubSubSectionRequestSchema);

const ZDeleteUnitRequestSchema = z.object({ id: ZId, version: ZVersion });

const readers = ['employee'] as const;
const writers = ['admin'] as const;

/**
 * The five calls of one level. `all` answers under `listKey` (spec: `data.businessUnitList` for
 * business units, `data.list` below), add/update/delete under the level's item key.
 */
const unitRoutes = <
  L extends UnitLevel,
  K extends string,
  LK extends string,
  A extends z.ZodObject,
  U extends z.ZodObject,
>(
  level: L,
  itemKey: K,
  listKey: LK,
  add: A,
  update: U,
) => {
  const title = UNIT_TITLE[level];
  const item = z.object({ [itemKey]: ZOrgUnitSchema } as Record<K, typeof ZOrgUnitSchema>);
  const parent = parentLevelOf(level);
  return {
    all: defineRoute({
      family: level,
      action: 'all',
      method: 'GET',
      path: `/${level}/all`,
      summary: `Every ${title.toLowerCase()} of the company, by name, with its place in the hierarchy and head`,
      input: ZListUnitsRequestSchema,
      output: z.object({ [listKey]: z.array(ZOrgUnitSchema) } as Record<
        LK,
        z.ZodArray<typeof ZOrgUnitSchema>
      >),
      access: readers,
      errorTitle: `Get ${title} Failed`,
      mutates: false,
    }),
    byParent: parent
      ? defineRoute({
          family: level,
          action: 'by-parent',
          method: 'GET',
          path: `/${level}/by-parent`,
          summary: `The ${title.toLowerCase()}s directly under one ${UNIT_TITLE[parent].toLowerCase()}, by name`,
          input: z.object({ parentId: ZId, status: ZStatus.optional() }),
          output: z.object({ list: z.array(ZOrgUnitSchema) }),
          access: readers,
          errorTitle: `Get ${title} Failed`,
          mutates: false,
        })
      : null,
    add: defineRoute({
      family: level,
      action: 'add',
      method: 'POST',
      path: `/${level}/add`,
      summary: parent
        ? `Add a ${title.toLowerCase()} under a ${UNIT_TITLE[parent].toLowerCase()}; names are unique under one parent`
        : `Add a ${title.toLowerCase()}; names are unique in the company`,
      input: add,
      output: item,
      access: writers,
      errorTitle: `Add ${title} Failed`,
      mutates: true,
    }),
    update: defineRoute({
      family: level,
      action: 'update',
      method: 'POST',
      path: `/${level}/update`,
      summary: parent
        ? `Rename a ${title.toLowerCase()}, change its status, or move it (only while it has no units or people)`
        : `Rename a ${title.toLowerCase()} or change its status or strategic plan ownership`,
      input: update,
      output: item,
      access: writers,
      errorTitle: `Update ${title} Failed`,
      mutates: true,
    }),
    delete: defineRoute({
      family: level,
      action: 'delete',
      method: 'POST',
      path: `/${level}/delete`,
      summary: `Delete a ${title.toLowerCase()} that has no units under it and no people in it`,
      input: ZDeleteUnitRequestSchema,
      output: item,
      access: writers,
      errorTitle: `Delete ${title} Failed`,
      mutates: true,
    }),
  };
};

export const businessUnitRoutes = unitRoutes(
  'business-unit',
  'business_unit',
  'businessUnitList',
  ZAddBusinessUnitRequestSchema,
  ZUpdateBusinessUnitRequestSchema,
);
export const departmentRoutes = unitRoutes(
  'department',
  'department',
  'list',
  ZAddDepartmentRequestSchema,
  ZUpdateDepartmentRequestSchema,
);
export const divisionRoutes = unitRoutes(
  'division',
  'division',
  'list',
  ZAddDivisionRequestSchema,
  ZUpdateDivisionRequestSchema,
);
export const sectionRoutes = unitRoutes(
  'section',
  'section',
  'list',
  ZAddSectionRequestSchema,
  ZUpdateSectionRequestSchema,
);
export const subSectionRoutes = unitRoutes(
  'sub-section',
  'sub_section',
  'list',
  ZAddSubSectionRequestSchema,
  ZUpdateSubSectionRequestSchema,
);
export const subSubSectionRoutes = unitRoutes(
  'sub-sub-section',
  'sub_sub_section',
  'list',
  ZAddSubSubSectionRequestSchema,
  ZUpdateSubSubSectionRequestSchema,
);

/** Each level's calls, by level, for code that treats the levels alike (screens, tests). */
export const UNIT_ROUTES = {
  'business-unit': businessUnitRoutes,
  department: departmentRoutes,
  division: divisionRoutes,
  section: sectionRoutes,
  'sub-section': subSectionRoutes,
  'sub-sub-section': subSubSectionRoutes,
} as const;

export const hierarchyRoutes = Object.values(UNIT_ROUTES).flatMap((r) =>
  [r.all, r.byParent, r.add, r.update, r.delete].filter((x) => x !== null),
);
