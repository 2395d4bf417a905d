import { Entity, type EntityItem } from 'electrodb';
import { MITIGATION_STATUSES } from '@stratum/contracts';
import { SERVICE } from '../../kernel/entity';

/**
 * One progress update of a mitigation: the history the mitigation's percent came from, with an
 * optional evidence file in S3 (`<companyId>/risk-evidence/<progressId>/<name>`). Keyed under its
 * mitigation, newest last (ULIDs).
 */
export const RiskProgressEntity = new Entity({
  model: { entity: 'riskProgress', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    mitigationId: { type: 'string', required: true, readOnly: true },
    progressId: { type: 'string', required: true, readOnly: true },
    riskId: { type: 'string', required: true, readOnly: true },
    percent: { type: 'number', required: true, readOnly: true },
    status: { type: MITIGATION_STATUSES, required: true, readOnly: true },
    note: { type: 'string' },
    byEmployeeId: { type: 'string' },
    byName: { type: 'string', required: true },
    evidenceKey: { type: 'string' },
    evidenceName: { type: 'string' },
    evidenceType: { type: 'string' },
    evidenceSize: { type: 'number' },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['mitigationId', 'progressId'] },
    },
  },
});

export type RiskProgressItem = EntityItem<typeof RiskProgressEntity>;
