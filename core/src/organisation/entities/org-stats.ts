import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '../../kernel/entity';

/**
 * Running counts of a company's employees, kept in the transactions that add, deactivate and
 * reactivate them: the unfiltered employee list reads its total here instead of counting 5,000
 * items on every page. `unitsVersion` and `namesVersion` let a reader know its remembered units and
 * names are still current.
 */
export const OrgStatsEntity = new Entity({
  model: { entity: 'orgStats', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    employees: { type: 'number', required: true, default: 0 },
    activeEmployees: { type: 'number', required: true, default: 0 },
    /** raised by every change of a unit: lists reuse the units they read until it moves */
    unitsVersion: { type: 'number', default: 0 },
    /** raised by every rename of an employee: remembered names (employee-names.ts) are read again */
    namesVersion: { type: 'number', default: 0 },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export type OrgStatsItem = EntityItem<typeof OrgStatsEntity>;
