import type { TOrgSurvey, TOrgSurveyRow } from '@stratum/contracts';
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

export const toOrgSurveyRow = (s: OrgSurveyItem, now: Date): TOrgSurveyRow => ({
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
  version: s.version,
  updatedAt: s.updatedAt,
});

export const toOrgSurvey = (s: OrgSurveyItem, now: Date): TOrgSurvey => ({
  ...toOrgSurveyRow(s, now),
  points: [...s.points].sort((a, b) => a.value - b.value),
  items: s.items,
});

/** The unit of an employee in no unit, for the heat map's rows. */
export const NO_UNIT = '-';
