import type { AuditInput } from '../../kernel/audit';
import type { RiskMatrixEntryItem } from '../entities/risk-matrix-entry';
import type { RiskRatingTypeItem } from '../entities/risk-rating-type';
import { findEntry, findType, loadSetup } from './setup-store';
import { toMatrixEntry } from './setup-view';

export const NOUN = 'matrix entry';

export const cellName = (e: { impact: number; likelihood: number }) =>
  `impact ${e.impact} × likelihood ${e.likelihood}`;

export const audit = (
  type: RiskRatingTypeItem,
  e: RiskMatrixEntryItem | { entryId: string; impact: number; likelihood: number },
  action: string,
  summary: string,
  before: number | null,
  after: number | null,
) =>
  ({
    companyId: type.companyId,
    entityType: 'risk-matrix-entry',
    entityId: e.entryId,
    action,
    summary: `“${type.name}” matrix, ${cellName(e)}: ${summary}`,
    before: before === null ? null : { ratingScore: before },
    after: after === null ? null : { ratingScore: after },
  }) satisfies AuditInput;

export const fresh = async (companyId: string, typeId: string, entryId: string) => {
  const setup = await loadSetup(companyId);
  const type = findType(setup, typeId, 'riskRatingTypeId');
  return toMatrixEntry(type, findEntry(setup, type, entryId));
};
