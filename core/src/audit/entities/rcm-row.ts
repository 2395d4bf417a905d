import { Entity, type EntityItem } from 'electrodb';
import { RCM_CONTROL_TYPES, RCM_RISK_RATINGS } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';
import { byEngagement, reviewAttributes } from './review-attributes';

/**
 * A row of the risk-control matrix (spec §2 `risk-control-matrix`): a risk of one process, the
 * control that answers it and the planned test of design and of operating effectiveness.
 */
export const AuditRcmRowEntity = new Entity({
  model: { entity: 'auditRcmRow', version: '1', service: SERVICE },
  attributes: {
    ...reviewAttributes,
    processId: { type: 'string', required: true },
    risk: { type: 'string', required: true },
    riskRating: { type: RCM_RISK_RATINGS, required: true },
    /** a risk of the company's risk register; '' when none */
    registerRiskId: { type: 'string', required: true, default: '' },
    registerRiskTitle: { type: 'string', required: true, default: '' },
    control: { type: 'string', required: true },
    controlType: { type: RCM_CONTROL_TYPES, required: true },
    testOfDesign: { type: 'string', required: true, default: '' },
    testOfEffectiveness: { type: 'string', required: true, default: '' },
    ...versioned,
    ...timestamps,
  },
  indexes: { byEngagement },
});

export type AuditRcmRowItem = EntityItem<typeof AuditRcmRowEntity>;
