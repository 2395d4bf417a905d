import { Entity, type EntityItem } from 'electrodb';
import { RISK_OBJECTIVE_KINDS, RISK_REGISTERS, RISK_RESPONSES, RISK_STATUSES } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * A risk of one register (spec §1: risk management, or the parallel risk assessment): its
 * identification, its inherent cell (impact × likelihood) and its residual cell after its
 * controls (docs/risk.md). `inherentCell` / `residualCell` are `<ratingTypeId>#<impact>#<likelihood>`:
 * a level filter is the set of cells the matrices put at that level, so no level is stored that a
 * matrix change would leave stale.
 *
 * Indexes, one per access pattern of the register, each inside the company and the register:
 * `byRegister` (gsi1) pages the whole register newest first; `byCategory` (gsi2) and `byOwner`
 * (gsi3) page one category or one owner's risks. Other filters apply on top of the sharpest index.
 */
export const RiskEntity = new Entity({
  model: { entity: 'risk', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    riskId: { type: 'string', required: true, readOnly: true },
    register: { type: RISK_REGISTERS, required: true, readOnly: true },
    title: { type: 'string', required: true },
    description: { type: 'string', required: true, default: '' },
    causes: { type: 'string', required: true, default: '' },
    consequences: { type: 'string', required: true, default: '' },
    categoryId: { type: 'string', required: true },
    teamId: { type: 'string' },
    ownerId: { type: 'string', required: true },
    ratingTypeId: { type: 'string', required: true },
    inherentImpact: { type: 'number', required: true },
    inherentLikelihood: { type: 'number', required: true },
    residualImpact: { type: 'number', required: true },
    residualLikelihood: { type: 'number', required: true },
    inherentCell: { type: 'string', required: true },
    residualCell: { type: 'string', required: true },
    status: { type: RISK_STATUSES, required: true, default: 'Open' },
    /** lower-cased title and description: the register's text search */
    searchText: { type: 'string', required: true },
    controlCount: { type: 'number', required: true, default: 0 },
    mitigationCount: { type: 'number', required: true, default: 0 },
    mitigationsComplete: { type: 'number', required: true, default: 0 },
    /** entries of its action log (risk-action.ts); a risk with any is closed, not deleted */
    actionCount: { type: 'number', default: 0 },
    /** the strategic KPI or KPA it threatens (all three or none; no link is stored as '') */
    objectiveKind: { type: RISK_OBJECTIVE_KINDS },
    objectiveScorecardId: { type: 'string' },
    objectiveItemId: { type: 'string' },
    response: { type: RISK_RESPONSES },
    responseNote: { type: 'string', default: '' },
    /** YYYY-MM of its last change to Closed (the register over time, counts.ts) */
    closedMonth: { type: 'string' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['riskId'] },
    },
    byRegister: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'register'] },
      sk: { field: 'gsi1sk', composite: ['riskId'] },
    },
    byCategory: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['companyId', 'register', 'categoryId'] },
      sk: { field: 'gsi2sk', composite: ['riskId'] },
    },
    byOwner: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['companyId', 'register', 'ownerId'] },
      sk: { field: 'gsi3sk', composite: ['riskId'] },
    },
  },
});

export type RiskItem = EntityItem<typeof RiskEntity>;
