import type { TSurvey, TSurveyReviewer, TSurveyRow } from '@stratum/contracts';
import { surveyStatus } from '@stratum/rules';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { SurveyItem, SurveyReviewerItem } from '../entities/survey';
import { runningShare } from './share-job';

export const findSurvey = async (companyId: string, surveyId: string): Promise<SurveyItem> => {
  const { data } = await db().entities.survey.get({ companyId, surveyId }).go();
  if (!data) throw new AppError('NOT_FOUND', 'Survey not found');
  return data;
};

export const reviewersOf = async (companyId: string, surveyId: string): Promise<SurveyReviewerItem[]> =>
  (await db().entities.surveyReviewer.query.bySurvey({ companyId, surveyId }).go({ pages: 'all' })).data;

export const checkSurveyVersion = (s: SurveyItem, version: number): void => {
  if (s.version !== version)
    throw new AppError(
      'CONFLICT',
      'This survey was changed by someone else since you opened it. Reload it and try again.',
    );
};

export const surveyChanged = () =>
  new AppError(
    'CONFLICT',
    'This survey was changed by someone else since you opened it. Reload it and try again.',
  );

/** The reviewer as the survey's administrator sees them: who, and whether they answered — never what. */
export const toReviewer = (r: SurveyReviewerItem): TSurveyReviewer => ({
  id: r.reviewerId,
  relationship: r.relationship,
  name: r.name,
  email: r.email,
  employeeId: r.employeeId ?? null,
  state: r.state,
  sentAt: r.sentAt ?? null,
});

const RELATIONSHIP_ORDER = ['self', 'manager', 'peer', 'direct-report', 'outside'];

export const toSurveyRow = (s: SurveyItem, now: Date): TSurveyRow => ({
  id: s.surveyId,
  title: s.title,
  subjectId: s.subjectId,
  subjectName: s.subjectName,
  scaleId: s.scaleId,
  scaleName: s.scaleName,
  startDate: s.startDate,
  endDate: s.endDate,
  status: surveyStatus(s.startDate, s.endDate, now),
  reviewerCount: s.reviewerCount,
  answered: s.answered,
  version: s.version,
  updatedAt: s.updatedAt,
});

export const surveyView = async (s: SurveyItem, now: Date): Promise<TSurvey> => {
  const [reviewers, sharing] = await Promise.all([
    reviewersOf(s.companyId, s.surveyId),
    runningShare(s.companyId, s.surveyId),
  ]);
  const { reviewerCount: _n, ...row } = toSurveyRow(s, now);
  return {
    ...row,
    sharing,
    points: [...s.points].sort((a, b) => a.value - b.value),
    items: s.items,
    reviewers: reviewers
      .map(toReviewer)
      .sort(
        (a, b) =>
          RELATIONSHIP_ORDER.indexOf(a.relationship) - RELATIONSHIP_ORDER.indexOf(b.relationship) ||
          a.name.localeCompare(b.name),
      ),
  };
};
