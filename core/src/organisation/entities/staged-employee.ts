import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '../../kernel/entity';

/** One row of a Sage or Cow employee export, waiting to be added as an employee. */
export const StagedEmployeeEntity = new Entity({
  model: { entity: 'stagedEmployee', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    source: { type: ['sage', 'cow'] as const, required: true, readOnly: true },
    stagedId: { type: 'string', required: true, readOnly: true },
    /** the row, by column header */
    fields: { type: 'any', required: true },
    /** the columns of the upload, in file order */
    columns: { type: 'list', items: { type: 'string' }, required: true },
    fileName: { type: 'string', required: true },
    status: { type: ['Pending', 'Added'] as const, required: true, default: 'Pending' },
    employeeId: { type: 'string' },
    uploadedAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    bySource: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['source', 'stagedId'] },
    },
  },
});

export type StagedEmployeeItem = EntityItem<typeof StagedEmployeeEntity>;
