import { Entity, type EntityItem } from 'electrodb';
import { RECURRENCES } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * An activity: what a regulation asks of a complying team, reviewed by a compliance team, on a
 * recurrence. `state` is where the current period's submission stands (open, submitted, declined);
 * the status shown is computed from it and the dates (packages/rules complianceStatus).
 *
 * Indexes:
 * - `byDue` (gsi1): the company's activities by next due date — the activities page (next due
 *   first) and a calendar month (one range Query);
 * - `dueOn` (gsi2): every company's activities due on a day, across tenants — the reminders
 *   engine asks "what is due on D" with one Query per day, never a Scan. An activity with nothing
 *   more due sorts last (NONE_DUE), a partition nobody asks for.
 */
export const NONE_DUE = '9999-12-31';

export const ComplianceActivityEntity = new Entity({
  model: { entity: 'complianceActivity', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    activityId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    description: { type: 'string' },
    regulationId: { type: 'string', required: true },
    complyingTeamId: { type: 'string', required: true },
    complianceTeamId: { type: 'string', required: true },
    recurrence: { type: RECURRENCES, required: true },
    rule: { type: 'string' },
    startDate: { type: 'string', required: true },
    graceDays: { type: 'number', required: true, default: 0 },
    state: { type: ['open', 'submitted', 'declined'] as const, required: true, default: 'open' },
    lastComplianceDate: { type: 'string' },
    nextComplianceDate: { type: 'string' },
    nextComplianceDatePendingApproval: { type: 'string' },
    /** the next due date, or NONE_DUE when nothing more is due: the indexes' sort key */
    dueKey: { type: 'string', required: true },
    /** the first day it is Overdue (next due date + grace days), while a date is due */
    overdueFrom: { type: 'string' },
    /** the complying team's working notes, and those of the submission waiting for review */
    notes: { type: 'string' },
    /** the submission's evidence effective date: the last compliance date once accepted */
    evidenceEffectiveDate: { type: 'string' },
    /** the current period's evidence files (S3 `<companyId>/compliance-evidence/<activityId>/…`) */
    evidence: {
      type: 'list',
      required: true,
      default: () => [],
      items: {
        type: 'map',
        properties: {
          fileId: { type: 'string', required: true },
          filename: { type: 'string', required: true },
          contentType: { type: 'string', required: true },
          size: { type: 'number', required: true },
          key: { type: 'string', required: true },
          uploadedAt: { type: 'string', required: true },
        },
      },
    },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['activityId'] },
    },
    byDue: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId'] },
      sk: { field: 'gsi1sk', composite: ['dueKey', 'activityId'] },
    },
    dueOn: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['dueKey'] },
      sk: { field: 'gsi2sk', composite: ['companyId', 'activityId'] },
    },
  },
});

export type ComplianceActivityItem = EntityItem<typeof ComplianceActivityEntity>;
