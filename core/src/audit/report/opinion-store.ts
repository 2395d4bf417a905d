import type { TAuditRatingColour } from '@stratum/contracts';
import { AUDIT_RATING_COLOURS } from '@stratum/contracts';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { AuditOpinionItem } from '../entities/opinion';

/** The engagement's overall opinion (its artefact id is the engagement's), or null before it is written. */
export const findOpinion = async (
  companyId: string,
  engagementId: string,
): Promise<AuditOpinionItem | null> =>
  (await db().entities.auditOpinion.get({ companyId, engagementId, artefactId: engagementId }).go()).data;

/** One of the company's opinion ratings (audit settings), as the opinion keeps it; another is a 422. */
export const opinionRating = async (
  companyId: string,
  ratingId: string,
): Promise<{ ratingId: string; ratingName: string; colour: TAuditRatingColour }> => {
  const { data } = await db()
    .entities.auditSetting.get({ companyId, kind: 'opinion-rating', settingId: ratingId })
    .go();
  const colour = AUDIT_RATING_COLOURS.find((c) => c === data?.colour);
  if (!data || !colour) {
    throw new AppError('UNPROCESSABLE', 'ratingId: choose one of the opinion ratings of the audit settings');
  }
  return { ratingId, ratingName: data.name, colour };
};
