import type { TSurveyCompetency, TSurveyQuestion, TSurveyScale } from '@stratum/contracts';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { SurveyCompetencyItem, SurveyQuestionItem, SurveyScaleItem } from '../entities/survey-setup';

/** The company's survey set-up, in one query of its collection. */
export const loadSurveySetup = async (companyId: string) => {
  const { data } = await db().collections.surveySetup({ companyId }).go({ pages: 'all' });
  return { scales: data.surveyScale, competencies: data.surveyCompetency, questions: data.surveyQuestion };
};

const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

export const findScale = async (companyId: string, scaleId: string): Promise<SurveyScaleItem> => {
  const { data } = await db().entities.surveyScale.get({ companyId, scaleId }).go();
  if (!data) throw notFound('Survey scale');
  return data;
};

export const findCompetency = async (
  companyId: string,
  competencyId: string,
): Promise<SurveyCompetencyItem> => {
  const { data } = await db().entities.surveyCompetency.get({ companyId, competencyId }).go();
  if (!data) throw notFound('Survey competency');
  return data;
};

export const findQuestion = async (companyId: string, questionId: string): Promise<SurveyQuestionItem> => {
  const { data } = await db().entities.surveyQuestion.get({ companyId, questionId }).go();
  if (!data) throw notFound('Survey question');
  return data;
};

/** 409 when the item is not at the version the caller read. */
export const checkVersion = (item: { version: number }, version: number, noun: string): void => {
  if (item.version !== version)
    throw new AppError(
      'CONFLICT',
      `This ${noun} was changed by someone else since you opened it. Reload it and try again.`,
    );
};

/** The refusal of a delete of an item a survey copied. */
export const inUse = (what: string, name: string, n: number): AppError =>
  new AppError(
    'CONFLICT',
    `${what} “${name}” is used by ${n} survey${n === 1 ? '' : 's'} and cannot be deleted.`,
  );

export const changed = (noun: string) =>
  new AppError(
    'CONFLICT',
    `This ${noun} was changed or used by a survey since you opened it. Reload it and try again.`,
  );

export const toScale = (s: SurveyScaleItem): TSurveyScale => ({
  id: s.scaleId,
  name: s.name,
  points: [...s.points].sort((a, b) => a.value - b.value),
  useCount: s.useCount,
  version: s.version,
  updatedAt: s.updatedAt,
});

export const toCompetency = (c: SurveyCompetencyItem): TSurveyCompetency => ({
  id: c.competencyId,
  name: c.name,
  description: c.description,
  useCount: c.useCount,
  version: c.version,
  updatedAt: c.updatedAt,
});

export const toQuestion = (q: SurveyQuestionItem): TSurveyQuestion => ({
  id: q.questionId,
  competencyId: q.competencyId,
  text: q.text,
  useCount: q.useCount,
  version: q.version,
  updatedAt: q.updatedAt,
});

export const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
