import { Entity, type EntityItem } from 'electrodb';
import {
  AGREEMENT_STATUSES,
  AGREEMENT_TYPES,
  ASSESSMENT_STATUSES,
  AWAITING_STEPS,
  QA_STATUSES,
  SCORECARD_QA_STATUSES,
} from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

const num = { type: 'number' } as const;

/**
 * One employee's quarter: the workflow state of the agreement, the assessment and the QA
 * review of the employee's periodic scorecard for that quarter, with the scores the assessment
 * produced. It lives in the periodic scorecard's partition, in the `scorecardItems` collection, so
 * reading the scorecard reads its state too.
 *
 * Indexes, each a Query inside one company:
 * - gsi1 `byPeriod`: a quarter of an annual plan, sorted by supervisor then employee — the whole
 *   company's quarter (reports) or, by key prefix, one supervisor's direct reports;
 * - gsi2 `byAwaiting`: what waits on one person (their inbox's required actions); a record nobody
 *   has to act on waits on `-`, a key no inbox reads (ElectroDB's conditional indexes would make
 *   every write name all of the index's composites, which costs more than the unused key);
 * - gsi3 `byEmployee`: one employee's quarters across plans.
 *
 * `supervisorId` is the employee's line supervisor (`-` for none); `reviewerId` whoever acts for the
 * supervisor on this record (the acting supervisor in force when it was submitted). ElectroDB
 * rewrites an index key only when given all of its composites, so every update that changes
 * `supervisorId` or `awaitingId` passes the readOnly composites with `.composite(...)` (see the use cases).
 */
export const PerformanceRecordEntity = new Entity({
  model: { entity: 'performanceRecord', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** the employee's periodic scorecard for the quarter */
    scorecardId: { type: 'string', required: true, readOnly: true },
    annualScorecardId: { type: 'string', required: true, readOnly: true },
    employeeId: { type: 'string', required: true, readOnly: true },
    annualPlanId: { type: 'string', required: true, readOnly: true },
    /** 0..3 */
    quarter: { type: 'number', required: true, readOnly: true },
    supervisorId: { type: 'string', required: true },
    reviewerId: { type: 'string' },
    /** the employee's placement when the record was made or last moved, for report filters */
    placementPath: { type: 'string' },
    agreementStatus: { type: AGREEMENT_STATUSES, required: true, default: 'Draft' },
    agreementType: { type: AGREEMENT_TYPES, required: true, default: 'Standard' },
    assessmentStatus: { type: ASSESSMENT_STATUSES, required: true, default: 'Not Started' },
    qaStatus: { type: QA_STATUSES, required: true, default: 'Not Started' },
    reviewComplete: { type: 'boolean', required: true, default: false },
    /**
     * The scorecard QA panel's review of this quarter's scorecard (qa/move-scorecard-qa.ts): its
     * state (none = Not Started), whether its holder checked completeness, the member holding it,
     * and its own version (none = 1), apart from the record's so the two workflows never collide.
     */
    scorecardQaStatus: { type: SCORECARD_QA_STATUSES },
    scorecardQaChecked: { type: 'boolean' },
    scorecardQaHolderId: { type: 'string' },
    scorecardQaVersion: num,
    /** whom the record waits on; `-` (NOBODY) when no one (the inbox never reads that key) */
    awaitingId: { type: 'string', required: true, default: '-' },
    awaitingStep: { type: AWAITING_STEPS },
    selfScore: num,
    supervisorScore: num,
    totalScore: num,
    adjustedTotal: num,
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      collection: 'scorecardItems',
      pk: { field: 'pk', composite: ['companyId', 'scorecardId'] },
      sk: { field: 'sk', composite: [] },
    },
    byPeriod: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'annualPlanId', 'quarter'] },
      sk: { field: 'gsi1sk', composite: ['supervisorId', 'employeeId'] },
    },
    byAwaiting: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['companyId', 'awaitingId'] },
      sk: { field: 'gsi2sk', composite: ['annualPlanId', 'quarter', 'employeeId'] },
    },
    byEmployee: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['companyId', 'employeeId'] },
      sk: { field: 'gsi3sk', composite: ['annualPlanId', 'quarter'] },
    },
  },
});

export type PerformanceRecordItem = EntityItem<typeof PerformanceRecordEntity>;
