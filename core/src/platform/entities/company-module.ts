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
  },
});

export type CompanyModuleItem = EntityItem<typeof CompanyModuleEntity>;
