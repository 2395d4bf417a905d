import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * An auditable process of the audit universe. The risk score is kept with the factors it comes
 * from (rules `auditRiskScore`); `plannedCount` counts the plans that name it, so a process a plan
 * names cannot be deleted, even a moment after it was planned. `riskRank` (rules
 * `auditRiskRankKey`: inverted score, name, id) is the sort key of the universe's two ranked
 * indexes, so a page of the universe, riskiest first, is one Query (docs/audit.md, "Paging").
 */
export const AuditProcessEntity = new Entity({
  model: { entity: 'auditProcess', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    processId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    description: { type: 'string' },
    businessUnitId: { type: 'string', required: true },
    ownerId: { type: 'string' },
    likelihood: { type: 'number', required: true },
    impact: { type: 'number', required: true },
    riskScore: { type: 'number', required: true },
    /**
     * rules `auditRiskRankKey` of the score, name and id, written on add and edit; processes
     * stored before it existed get it from `backfillAuditRiskRanks` (npm run audit:risk-ranks)
     */
    riskRank: { type: 'string' },
    /** risks of the risk register's management register, with their titles when linked */
    risks: {
      type: 'list',
      items: {
        type: 'map',
        properties: { id: { type: 'string', required: true }, title: { type: 'string', required: true } },
      },
    },
    lastAuditedDate: { type: 'string' },
    plannedCount: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['processId'] },
    },
    /** the whole universe, riskiest first (ascending) */
    byRisk: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId'] },
      sk: { field: 'gsi1sk', composite: ['riskRank'] },
    },
    /** one business unit's processes, riskiest first (ascending) */
    byUnitRisk: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['companyId', 'businessUnitId'] },
      sk: { field: 'gsi2sk', composite: ['riskRank'] },
    },
  },
});

export type AuditProcessItem = EntityItem<typeof AuditProcessEntity>;
