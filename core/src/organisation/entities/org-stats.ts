import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '../../kernel/entity';

/**
 * Running counts of a company's employees, kept in the transactions that add, deactivate and
 * reactivate them: the unfiltered employee list reads its total here instead of counting 5,000
 * items on every page. `unitsVersion` lets a list know its remembered units are still current.
 */
export const OrgStatsEntity = new Entity({
  model: { entity: 'orgStats', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    employees: { type: 'number', required: true, default: 0 },
    activeEmployees: { type: 'number', required: true, default: 0 },
    /** raised by every change of a unit: lists reuse the units they read until it moves */
    unitsVersion: { type: 'number', default: 0 },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export type OrgStatsItem = EntityItem<typeof OrgStatsEntity>;
