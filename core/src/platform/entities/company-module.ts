import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps } from '../../kernel/entity';

export const CompanyModuleEntity = new Entity({
  model: { entity: 'companyModule', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    moduleKey: { type: 'string', required: true, readOnly: true },
    enabled: { type: 'boolean', required: true },
    ...timestamps,
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['moduleKey'] },
    },
    /** the owner's view across companies: who has this module */
    byModule: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['moduleKey'] },
      sk: { field: 'gsi1sk', composite: ['companyId'] },
    },
  },
});

export type CompanyModuleItem = EntityItem<typeof CompanyModuleEntity>;
