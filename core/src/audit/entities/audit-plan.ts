import { Entity, type EntityItem } from 'electrodb';
import { AUDIT_PLAN_APPROVALS, AUDIT_PLAN_STATUSES } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * An annual audit plan. Every change to it or to one of its planned audits adds 1 to `version`
 * in the same transaction, so an approval (conditional on the version it checked) can never
 * approve content it did not see; and a change after approval sets `approval` back.
 */
export const AuditPlanEntity = new Entity({
  model: { entity: 'auditPlan', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    planId: { type: 'string', required: true, readOnly: true },
    year: { type: 'number', required: true },
    title: { type: 'string', required: true },
    status: { type: AUDIT_PLAN_STATUSES, required: true, default: 'active' },
    approval: { type: AUDIT_PLAN_APPROVALS, required: true, default: 'Draft' },
    approvedById: { type: 'string' },
    approvedByName: { type: 'string' },
    approvedAt: { type: 'string' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['planId'] },
    },
  },
});

export type AuditPlanItem = EntityItem<typeof AuditPlanEntity>;
