import { Entity, type EntityItem } from 'electrodb';
import { COMPLIANCE_TEAM_KINDS } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';
import { COMPLIANCE_SETUP_COLLECTION } from './compliance-setup';

/**
 * A complying team (who must comply) or a compliance team (who reviews): a set of employees.
 * `activityCount` counts the activities that name it, so it is deleted only when none do.
 */
export const ComplianceTeamEntity = new Entity({
  model: { entity: 'complianceTeam', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    kind: { type: COMPLIANCE_TEAM_KINDS, required: true, readOnly: true },
    teamId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    nameKey: { type: 'string', required: true },
    description: { type: 'string' },
    memberIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    activityCount: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      collection: COMPLIANCE_SETUP_COLLECTION,
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['kind', 'teamId'] },
    },
  },
});

export type ComplianceTeamItem = EntityItem<typeof ComplianceTeamEntity>;
