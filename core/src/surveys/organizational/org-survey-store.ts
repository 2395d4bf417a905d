import type { TOrgSurvey, TOrgSurveyJob, TOrgSurveyRow } from '@stratum/contracts';
import { surveyStatus } from '@stratum/rules';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { OrgSurveyItem } from '../entities/org-survey';

export const findOrgSurvey = async (companyId: string, orgSurveyId: string): Promise<OrgSurveyItem> => {
  const { data } = await db().entities.orgSurvey.get({ companyId, orgSurveyId }).go();
  if (!data) throw new AppError('NOT_FOUND', 'Survey not found');
  return data;
};

export const orgSurveyChanged = () =>
  new AppError(
    'CONFLICT',
    'This survey was changed by someone else since you opened it. Reload it and try again.',
  );

/** A survey as the screens show it; `sending`: its send or resend running now (send-job.ts). */
export const toOrgSurveyRow = (
  s: OrgSurveyItem,
  now: Date,
  sending: TOrgSurveyJob | null = null,
): TOrgSurveyRow => ({
  id: s.orgSurveyId,
  title: s.title,
  period: s.period,
  scaleName: s.scaleName,
  startDate: s.startDate,
  endDate: s.endDate,
  status: surveyStatus(s.startDate, s.endDate, now),
  units: s.units.map((u) => ({ id: u.unitId, name: u.name })),
  sentAt: s.sentAt ?? null,
  recipientCount: s.recipientCount,
  answered: s.answered,
  sending,
  version: s.version,
  updatedAt: s.updatedAt,
});

export const toOrgSurvey = (
  s: OrgSurveyItem,
  now: Date,
  sending: TOrgSurveyJob | null = null,
): TOrgSurvey => ({
  ...toOrgSurveyRow(s, now, sending),
  scaleId: s.scaleId,
  points: [...s.points].sort((a, b) => a.value - b.value),
  items: s.items,
});

/** The unit of an employee in no unit, for the heat map's rows. */
export const NO_UNIT = '-';
