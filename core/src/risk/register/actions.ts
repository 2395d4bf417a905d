import type { TRiskAction } from '@stratum/contracts';
import { formatDate } from '@stratum/rules';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { RiskActionItem } from '../entities/risk-action';
import { namesOfEmployees } from '../../organisation';

/**
 * A risk's log of actions and responses taken (who, by when, Open or Done). Same rules as its
 * mitigations: administrators and the risk's owner write, everyone in the company reads. The risk
 * counts its entries (`actionCount`, at most 50) without its version moving.
 */

export const audited = (a: Pick<RiskActionItem, 'description' | 'ownerId' | 'dueDate' | 'status'>) => ({
  description: a.description,
  ownerId: a.ownerId || null,
  dueDate: a.dueDate || null,
  status: a.status,
});

export const toAction = (a: RiskActionItem, names: ReadonlyMap<string, string>): TRiskAction => ({
  id: a.actionId,
  riskId: a.riskId,
  description: a.description,
  owner: a.ownerId ? { employeeId: a.ownerId, fullName: names.get(a.ownerId) ?? '—' } : null,
  dueDate: a.dueDate || null,
  d_dueDate: a.dueDate ? formatDate(a.dueDate) : null,
  status: a.status,
  version: a.version,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
});

export const findAction = async (
  companyId: string,
  riskId: string,
  actionId: string,
): Promise<RiskActionItem> => {
  const { data } = await db().entities.riskAction.get({ companyId, riskId, actionId }).go();
  if (!data) throw new AppError('NOT_FOUND', 'id: no such action on this risk');
  return data;
};

export const viewOf = async (a: RiskActionItem): Promise<TRiskAction> =>
  toAction(a, await namesOfEmployees(a.companyId, [a.ownerId]));
