import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '../../kernel/entity';

/**
 * One step of an activity's submission workflow — notes saved, submitted, accepted, declined —
 * with who and when. Create-only: no route changes or deletes a step, so an accepted submission
 * stays as it was signed off (as audit sign-offs do). Read per activity, oldest first.
 */
export const ComplianceStepEntity = new Entity({
  model: { entity: 'complianceStep', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    activityId: { type: 'string', required: true, readOnly: true },
    stepId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['notes', 'submitted', 'accepted', 'declined'] as const, required: true, readOnly: true },
    /** the due date of the period the step is about */
    dueDate: { type: 'string', readOnly: true },
    employeeId: { type: 'string', readOnly: true },
    actorName: { type: 'string', required: true, readOnly: true },
    /** an administrator processed on the compliance team's behalf */
    adminProcess: { type: 'boolean', readOnly: true },
    notes: { type: 'string', readOnly: true },
    reason: { type: 'string', readOnly: true },
    evidenceEffectiveDate: { type: 'string', readOnly: true },
    /** the next compliance date a submission proposed for approval */
    proposedNextComplianceDate: { type: 'string', readOnly: true },
    /** a submission's evidence files, as submitted */
    files: {
      type: 'list',
      readOnly: true,
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
    at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byActivity: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['activityId', 'stepId'] },
    },
  },
});

export type ComplianceStepItem = EntityItem<typeof ComplianceStepEntity>;
