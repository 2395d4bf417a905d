import { Entity, type EntityItem } from 'electrodb';
import { RISK_REGISTERS } from '@stratum/contracts';
import { SERVICE } from '../../kernel/entity';

/**
 * The register over time (docs/risk.md): per month and residual cell, how many of today's risks
 * were identified then (`identified#<cell>`) and how many of today's Closed risks were closed then
 * (`closed#<cell>`). Moved by counts.ts in the same transactions as the other counts; the trend
 * adds them up month by month. Kept apart from `riskCount` so the heat map never reads them.
 */
export const RiskMonthCountEntity = new Entity({
  model: { entity: 'riskMonthCount', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    register: { type: RISK_REGISTERS, required: true, readOnly: true },
    /** YYYY-MM */
    month: { type: 'string', required: true, readOnly: true },
    dim: { type: 'string', required: true, readOnly: true },
    n: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['register', 'month', 'dim'] },
    },
  },
});

export type RiskMonthCountItem = EntityItem<typeof RiskMonthCountEntity>;
