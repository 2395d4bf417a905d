import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/** Someone acting for a supervisor between two days (inclusive). One arrangement per supervisor. */
export const ActingSupervisorEntity = new Entity({
  model: { entity: 'actingSupervisor', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    supervisorId: { type: 'string', required: true, readOnly: true },
    actingSupervisorId: { type: 'string', required: true },
    /** YYYY-MM-DD */
    from: { type: 'string', required: true },
    to: { type: 'string', required: true },
    reason: { type: 'string' },
    setById: { type: 'string', required: true },
    setByName: { type: 'string', required: true },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    bySupervisor: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['supervisorId'] },
    },
    /** whom an employee acts for */
    byActing: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'actingSupervisorId'] },
      sk: { field: 'gsi1sk', composite: ['supervisorId'] },
    },
  },
});

export type ActingSupervisorItem = EntityItem<typeof ActingSupervisorEntity>;
