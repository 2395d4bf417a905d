import type { TxEntities, TxItem } from '../../kernel/transact';
import type { ReviewItemKind } from '../entities/competency-review';

/**
 * Moves the question count of the competency, area or scale a question names, for the question's
 * own transaction. A patch of an item deleted meanwhile fails the transaction (ElectroDB patches
 * only an existing item), so a question never names an item that is gone.
 */
export const countQuestion = (
  tx: TxEntities,
  key: { companyId: string; annualPlanId: string },
  kind: Exclude<ReviewItemKind, 'question'>,
  itemId: string,
  delta: 1 | -1,
): TxItem => {
  const patch = tx.competencyReviewItem.patch({ ...key, kind, itemId });
  return (delta === 1 ? patch.add({ questionCount: 1 }) : patch.subtract({ questionCount: 1 })).commit();
};
