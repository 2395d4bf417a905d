import type { TAddFindingRequest, TRootCauseInput } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { AppError, orNullIfMissing } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { getRisk } from '../../risk';
import type { AuditEngagementItem } from '../entities/engagement';
import type { AuditFindingItem } from '../entities/finding';
import { requireActiveEmployees } from '../people';
import { paperTitles } from './finding-view';

type Links = Pick<TAddFindingRequest, 'paperIds' | 'risks' | 'mrOwnerIds'>;

/**
 * A finding's links, checked: its working papers must be this engagement's, its risks the
 * company's register's, and each control named one of that risk's. A wrong one is a 422 naming
 * the field; nothing is written.
 */
export const checkFindingLinks = async (
  ctx: Ctx,
  engagement: AuditEngagementItem,
  input: Links,
): Promise<Pick<AuditFindingItem, 'paperIds' | 'risks' | 'mrOwnerIds'>> => {
  const paperIds = [...new Set(input.paperIds)];
  if (paperIds.length) {
    const papers = await paperTitles(engagement.companyId, engagement.engagementId);
    if (paperIds.some((id) => !papers.has(id))) {
      throw new AppError('UNPROCESSABLE', 'paperIds: choose working papers of this audit');
    }
  }
  return { paperIds, ...(await checkRisksAndOwners(ctx, engagement.companyId, input)) };
};

/**
 * A finding's risks (the company's register's, each control named one of that risk's) and MR
 * owners (active employees), checked: a wrong one is a 422 naming the field.
 */
export const checkRisksAndOwners = async (
  ctx: Ctx,
  companyId: string,
  input: Pick<TAddFindingRequest, 'risks' | 'mrOwnerIds'>,
): Promise<Pick<AuditFindingItem, 'risks' | 'mrOwnerIds'>> => {
  const seen = new Set<string>();
  const risks: AuditFindingItem['risks'] = [];
  for (const link of input.risks) {
    if (seen.has(link.riskId)) throw new AppError('UNPROCESSABLE', 'risks: a risk is linked twice');
    seen.add(link.riskId);
    const risk = await orNullIfMissing(getRisk(ctx, 'management', { id: link.riskId }));
    if (!risk) throw new AppError('UNPROCESSABLE', 'risks: no such risk in your risk register');
    const controls = new Set(risk.controls.map((c) => c.id));
    const controlIds = [...new Set(link.controlIds)];
    if (controlIds.some((id) => !controls.has(id))) {
      throw new AppError('UNPROCESSABLE', `risks: choose controls of the risk “${risk.title}”`);
    }
    risks.push({ riskId: link.riskId, title: risk.title, controlIds });
  }
  const mrOwnerIds = [...new Set(input.mrOwnerIds ?? [])];
  await requireActiveEmployees(companyId, mrOwnerIds, 'mrOwnerIds');
  return { risks, mrOwnerIds };
};

/**
 * The root causes to store: an input naming an id keeps that root cause's id (it must be one of
 * the finding's), a new one gets its own.
 */
export const rootCausesOf = (
  input: readonly TRootCauseInput[],
  current: AuditFindingItem['rootCauses'] = [],
): AuditFindingItem['rootCauses'] => {
  const known = new Set(current.map((r) => r.id));
  const used = new Set<string>();
  return input.map((r) => {
    if (r.id && (!known.has(r.id) || used.has(r.id))) {
      throw new AppError('UNPROCESSABLE', 'rootCauses: no such root cause on this finding');
    }
    const id = r.id ?? newId();
    used.add(id);
    return { id, category: r.category, description: r.description };
  });
};
