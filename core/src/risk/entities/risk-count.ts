import { Entity, type EntityItem } from 'electrodb';
import { RISK_REGISTERS } from '@stratum/contracts';
import { SERVICE } from '../../kernel/entity';

/**
 * One running count of a register, kept in the same transactions as the risk and control writes
 * that move it (docs/risk.md). `dim` names what is counted:
 * `total#<status>`, `category#<status>#<categoryId>`,
 * `inherent#<status>#<ratingTypeId>#<impact>#<likelihood>` and the same for `residual`. A heat map,
 * the counts by category and level, and the total of a page are read from these — one query of a
 * few hundred items — never by counting the register's risks.
 */
export const RiskCountEntity = new Entity({
  model: { entity: 'riskCount', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    register: { type: RISK_REGISTERS, required: true, readOnly: true },
    dim: { type: 'string', required: true, readOnly: true },
    n: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['register', 'dim'] },
    },
  },
});

export type RiskCountItem = EntityItem<typeof RiskCountEntity>;
