import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * An employee's own score of one KPI of their periodic scorecard (the self assessment;
 * spec §1). The supervisor's score is the KPI's `manualRatingScore` and their adjustment its
 * `adjustedScore`, so the rating engine reads them as it reads any scorecard. Stored in the
 * scorecard's partition, outside the `scorecardItems` collection.
 */
export const PerformanceSelfScoreEntity = new Entity({
  model: { entity: 'performanceSelfScore', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    scorecardId: { type: 'string', required: true, readOnly: true },
    kpiId: { type: 'string', required: true, readOnly: true },
    selfScore: { type: 'number' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byScorecard: {
      pk: { field: 'pk', composite: ['companyId', 'scorecardId'] },
      sk: { field: 'sk', composite: ['kpiId'] },
    },
  },
});

/**
 * A note on a quarter's record (a dispute's or a return's reasons, or a note added at any time):
 * sanitised HTML, never changed once written. Oldest first by id.
 */
export const PerformanceNoteEntity = new Entity({
  model: { entity: 'performanceNote', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    scorecardId: { type: 'string', required: true, readOnly: true },
    noteId: { type: 'string', required: true, readOnly: true },
    /** the move it explains ('note' when added on its own) */
    action: { type: 'string', required: true, readOnly: true },
    html: { type: 'string', required: true, readOnly: true },
    authorId: { type: 'string', required: true, readOnly: true },
    authorName: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byScorecard: {
      pk: { field: 'pk', composite: ['companyId', 'scorecardId'] },
      sk: { field: 'sk', composite: ['noteId'] },
    },
  },
});

/** An evidence file of a KPI's quarter actual (S3 `<companyId>/performance-evidence/<id>/<name>`). */
export const PerformanceEvidenceEntity = new Entity({
  model: { entity: 'performanceEvidence', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    scorecardId: { type: 'string', required: true, readOnly: true },
    kpiId: { type: 'string', required: true, readOnly: true },
    evidenceId: { type: 'string', required: true, readOnly: true },
    key: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true, readOnly: true },
    contentType: { type: 'string', required: true, readOnly: true },
    size: { type: 'number', required: true, readOnly: true },
    uploadedBy: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byKpi: {
      pk: { field: 'pk', composite: ['companyId', 'scorecardId'] },
      sk: { field: 'sk', composite: ['kpiId', 'evidenceId'] },
    },
  },
});

export type PerformanceSelfScoreItem = EntityItem<typeof PerformanceSelfScoreEntity>;
export type PerformanceNoteItem = EntityItem<typeof PerformanceNoteEntity>;
export type PerformanceEvidenceItem = EntityItem<typeof PerformanceEvidenceEntity>;
