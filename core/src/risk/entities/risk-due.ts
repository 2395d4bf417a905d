import { Entity, type EntityItem } from 'electrodb';
import { RISK_REGISTERS } from '@stratum/contracts';
import { SERVICE } from '../../kernel/entity';

/**
 * The due-date index of a register's open mitigations: one item per mitigation that is not
 * Complete, in the company's partition, sorted by due date. The overdue mitigations are then one
 * Query (`dueDate < today`), never a read of the register's risks. Every mitigation write keeps it
 * in its own transaction: add puts it, a due-date change moves it, progress to Complete (or back)
 * takes it away (or puts it back), a delete of the mitigation or its risk takes it away.
 */
export const RiskDueEntity = new Entity({
  model: { entity: 'riskDue', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    register: { type: RISK_REGISTERS, required: true, readOnly: true },
    /** YYYY-MM-DD */
    dueDate: { type: 'string', required: true, readOnly: true },
    mitigationId: { type: 'string', required: true, readOnly: true },
    riskId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['register', 'dueDate', 'mitigationId'] },
    },
  },
});

export type RiskDueItem = EntityItem<typeof RiskDueEntity>;
