import { AppError } from '../../kernel/errors';
import type { AuditEngagementItem } from '../entities/engagement';
import { findArtefact } from './artefacts';

/**
 * A working paper's links: the matrix row it tests must be one of this engagement's, and its
 * named reviewer one of the engagement's reviewers (who is not the one preparing it).
 */
export const checkPaperLinks = async (
  engagement: AuditEngagementItem,
  input: { rcmRowId?: string | null | undefined; reviewerId?: string | null | undefined },
  preparerId: string,
): Promise<void> => {
  if (input.reviewerId) {
    if (!engagement.reviewerIds.includes(input.reviewerId)) {
      throw new AppError('UNPROCESSABLE', "reviewerId: choose one of this audit's reviewers");
    }
    if (input.reviewerId === preparerId) {
      throw new AppError('UNPROCESSABLE', 'reviewerId: the preparer cannot review their own working paper');
    }
  }
  if (input.rcmRowId) {
    await findArtefact(engagement.companyId, engagement.engagementId, 'risk', input.rcmRowId).catch(() => {
      throw new AppError('UNPROCESSABLE', 'rcmRowId: no such risk-control matrix row in this audit');
    });
  }
};
