import { Entity, type EntityItem } from 'electrodb';
import { UNIT_LEVELS } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/** The parentId of a business unit: the top of the hierarchy. */
export const ROOT_PARENT = 'root';

/**
 * One unit of the hierarchy, any level (spec §3). `pathIds` is every unit id from the business
 * unit down to this one, each followed by '/': an employee placed here carries it, so "everyone
 * under this department" is one key-prefix query.
 *
 * `childCount` and `memberCount` are kept in the same transactions that add or remove children and
 * people, so deleting a unit can be made conditional on both being 0: no race can leave an
 * orphan.
 */
export const OrgUnitEntity = new Entity({
  model: { entity: 'orgUnit', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    unitId: { type: 'string', required: true, readOnly: true },
    level: { type: UNIT_LEVELS, required: true, readOnly: true },
    name: { type: 'string', required: true },
    /** lower-cased name: search and the sibling-name claim */
    nameKey: { type: 'string', required: true },
    /** ROOT_PARENT for a business unit */
    parentId: { type: 'string', required: true },
    pathIds: { type: 'string', required: true },
    status: { type: ['Active', 'Inactive'] as const, required: true, default: 'Active' },
    /** business units only */
    strategyPlanOwner: { type: ['Yes', 'No'] as const },
    /** the employee who heads this unit */
    headId: { type: 'string' },
    childCount: { type: 'number', required: true, default: 0 },
    memberCount: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['unitId'] },
    },
    byLevel: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'level'] },
      sk: { field: 'gsi1sk', composite: ['unitId'] },
    },
    byParent: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['companyId', 'parentId'] },
      sk: { field: 'gsi2sk', composite: ['unitId'] },
    },
  },
});

export type OrgUnitItem = EntityItem<typeof OrgUnitEntity>;
