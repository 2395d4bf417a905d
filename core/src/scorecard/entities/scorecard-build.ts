import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '../../kernel/entity';

/**
 * A scorecard build still open (core/src/scorecard/build.ts). It is written in the build's first
 * transaction, with the hidden `building` record and the counts it claims, and removed in the
 * transaction that makes the record ready, or with the record when the build is taken back. A
 * marker left behind means the process died mid-build: the recovery step finds it (one Query of
 * the constant `open`, as the jobs' locks) and takes back what the build wrote.
 *
 * `perspectives` is what the build raises, by perspective, as JSON `[[perspectiveId, n], …]`; the
 * build raises it in parts of `TX_ITEMS`, and `raisedParts` moves in the same transactions, so
 * recovery lowers exactly what was raised, even when it is itself cut short and run again.
 */
export const ScorecardBuildEntity = new Entity({
  model: { entity: 'scorecardBuild', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    scorecardId: { type: 'string', required: true, readOnly: true },
    buildId: { type: 'string', required: true, readOnly: true },
    perspectives: { type: 'string', required: true, readOnly: true },
    raisedParts: { type: 'number', required: true, default: 0 },
    open: { type: 'string', required: true, readOnly: true, default: 'open' },
    startedAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['scorecardId'] },
    },
    open: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['open'] },
      sk: { field: 'gsi1sk', composite: ['companyId', 'scorecardId'] },
    },
  },
});

export type ScorecardBuildItem = EntityItem<typeof ScorecardBuildEntity>;
