import { RISK_REGISTER_NAME, type RiskRegister } from '@stratum/contracts';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { RiskItem } from '../entities/risk';
import type { RiskControlItem } from '../entities/risk-control';
import type { RiskMitigationItem } from '../entities/risk-mitigation';
import type { RiskProgressItem } from '../entities/risk-progress';

export const registerNoun = (register: RiskRegister): string =>
  `${RISK_REGISTER_NAME[register].toLowerCase()} register`;

/**
 * One risk of the register. Another company's risk, the other register's, or none at all are the
 * same answer: 404 naming the field.
 */
export const findRisk = async (
  companyId: string,
  register: RiskRegister,
  riskId: string,
  field = 'id',
): Promise<RiskItem> => {
  const { data } = await db().entities.risk.get({ companyId, riskId }).go();
  if (!data || data.register !== register) {
    throw new AppError('NOT_FOUND', `${field}: no such risk in the ${registerNoun(register)}`);
  }
  return data;
};

/** A risk's controls, oldest first: one query under the risk. */
export const controlsOf = async (companyId: string, riskId: string): Promise<RiskControlItem[]> =>
  (await db().entities.riskControl.query.byId({ companyId, riskId }).go({ pages: 'all' })).data;

/** A risk's mitigations, oldest first: one query under the risk. */
export const mitigationsOf = async (companyId: string, riskId: string): Promise<RiskMitigationItem[]> =>
  (await db().entities.riskMitigation.query.byId({ companyId, riskId }).go({ pages: 'all' })).data;

export const findControl = async (
  companyId: string,
  riskId: string,
  controlId: string,
): Promise<RiskControlItem> => {
  const { data } = await db().entities.riskControl.get({ companyId, riskId, controlId }).go();
  if (!data) throw new AppError('NOT_FOUND', 'id: no such control on this risk');
  return data;
};

export const findMitigation = async (
  companyId: string,
  riskId: string,
  mitigationId: string,
  field = 'id',
): Promise<RiskMitigationItem> => {
  const { data } = await db().entities.riskMitigation.get({ companyId, riskId, mitigationId }).go();
  if (!data) throw new AppError('NOT_FOUND', `${field}: no such mitigation on this risk`);
  return data;
};

export const findProgress = async (
  companyId: string,
  mitigation: RiskMitigationItem,
  progressId: string,
): Promise<RiskProgressItem> => {
  const { data } = await db()
    .entities.riskProgress.get({ companyId, mitigationId: mitigation.mitigationId, progressId })
    .go();
  if (!data) throw new AppError('NOT_FOUND', 'progressId: no such progress update on this mitigation');
  return data;
};

/** 409 when the record is not at the version the caller read. */
export const checkVersion = (item: { version: number }, version: number, noun: string): void => {
  if (item.version !== version) {
    throw new AppError(
      'CONFLICT',
      `This ${noun} was changed by someone else since you opened it. Reload it and try again.`,
    );
  }
};
