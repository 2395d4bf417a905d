import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';
import { byEngagement, reviewAttributes } from './review-attributes';

/**
 * A working paper (spec §2 `working-papers`): the procedure performed, the sample, the result and
 * the conclusion, with its evidence files in S3 (`<companyId>/audit-papers/<paperId>/…`).
 */
export const AuditWorkingPaperEntity = new Entity({
  model: { entity: 'auditWorkingPaper', version: '1', service: SERVICE },
  attributes: {
    ...reviewAttributes,
    title: { type: 'string', required: true },
    /** the matrix row it tests; '' when none */
    rcmRowId: { type: 'string', required: true, default: '' },
    procedure: { type: 'string', required: true },
    sample: { type: 'string', required: true, default: '' },
    result: { type: 'string', required: true, default: '' },
    conclusion: { type: 'string', required: true, default: '' },
    /** the reviewer named for it; '' when any of the engagement's reviewers may review it */
    reviewerId: { type: 'string', required: true, default: '' },
    files: {
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
  indexes: { byEngagement },
});

export type AuditWorkingPaperItem = EntityItem<typeof AuditWorkingPaperEntity>;
