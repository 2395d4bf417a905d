import { MAX_SURVEY_QUESTIONS } from '@stratum/contracts';
import { AppError } from '../../kernel/errors';
import type { TxEntities, TxItem } from '../../kernel/transact';
import { findCompetency, findScale, loadSurveySetup } from './setup-store';

/** A survey's own copy of its scale and the questions of its competencies. */
export interface SetupCopy {
  scaleId: string;
  scaleName: string;
  points: { value: number; label: string }[];
  items: { competencyId: string; name: string; questions: { questionId: string; text: string }[] }[];
}

/** The versions of the set-up items a copy was made from. */
export interface SetupRead {
  scale: { id: string; version: number };
  competencies: { id: string; version: number; questionCount: number }[];
  questions: { id: string; version: number }[];
}

/**
 * The set-up a survey of either kind (360-degree or organisational) copies when it is added
 * (docs/surveys.md "Set-up is copied"): the scale's points and the chosen competencies' questions,
 * plus the items that count a use on each, for the survey's own transaction — conditional on each
 * being at the version read, so the copy is never of an edit half-seen and nothing copied can be
 * deleted while the survey exists.
 */
export const takeSetup = async (
  companyId: string,
  scaleId: string,
  competencyIds: readonly string[],
): Promise<{ copy: SetupCopy; uses: (tx: TxEntities) => TxItem[]; read: SetupRead }> => {
  const ids = [...new Set(competencyIds)];
  const [scale, competencies] = await Promise.all([
    findScale(companyId, scaleId),
    Promise.all(ids.map((id) => findCompetency(companyId, id))),
  ]);
  const { questions } = await loadSurveySetup(companyId);
  const items = competencies.map((c) => ({
    competencyId: c.competencyId,
    name: c.name,
    questions: questions
      .filter((q) => q.competencyId === c.competencyId)
      .sort((a, b) => a.questionId.localeCompare(b.questionId)),
  }));
  const empty = items.find((i) => i.questions.length === 0);
  if (empty)
    throw new AppError('UNPROCESSABLE', `competencyIds: the competency “${empty.name}” has no questions yet`);
  const used = items.flatMap((i) => i.questions);
  if (used.length > MAX_SURVEY_QUESTIONS)
    throw new AppError(
      'UNPROCESSABLE',
      `competencyIds: these competencies hold ${used.length} questions; a survey asks at most ${MAX_SURVEY_QUESTIONS}`,
    );
  return {
    copy: {
      scaleId: scale.scaleId,
      scaleName: scale.name,
      points: scale.points.map((p) => ({ value: p.value, label: p.label })),
      items: items.map((i) => ({
        competencyId: i.competencyId,
        name: i.name,
        questions: i.questions.map((q) => ({ questionId: q.questionId, text: q.text })),
      })),
    },
    read: {
      scale: { id: scale.scaleId, version: scale.version },
      competencies: competencies.map((c) => ({
        id: c.competencyId,
        version: c.version,
        questionCount: c.questionCount,
      })),
      questions: used.map((q) => ({ id: q.questionId, version: q.version })),
    },
    uses: (tx) => [
      tx.surveyScale
        .patch({ companyId, scaleId: scale.scaleId })
        .add({ useCount: 1 })
        .where((a, op) => op.eq(a.version, scale.version))
        .commit(),
      ...competencies.map((c) =>
        tx.surveyCompetency
          .patch({ companyId, competencyId: c.competencyId })
          .add({ useCount: 1 })
          .where((a, op) => `${op.eq(a.version, c.version)} AND ${op.eq(a.questionCount, c.questionCount)}`)
          .commit(),
      ),
      ...used.map((q) =>
        tx.surveyQuestion
          .patch({ companyId, questionId: q.questionId })
          .add({ useCount: 1 })
          .where((a, op) => op.eq(a.version, q.version))
          .commit(),
      ),
    ],
  };
};

/**
 * The items that give back the uses `takeSetup` counted, for the transaction that deletes a
 * survey holding `copy` (of either kind): the scale, each competency and each question copied.
 */
export const releaseSetup = (
  tx: TxEntities,
  companyId: string,
  copy: Pick<SetupCopy, 'scaleId' | 'items'>,
): TxItem[] => [
  tx.surveyScale.patch({ companyId, scaleId: copy.scaleId }).subtract({ useCount: 1 }).commit(),
  ...copy.items.map((i) =>
    tx.surveyCompetency.patch({ companyId, competencyId: i.competencyId }).subtract({ useCount: 1 }).commit(),
  ),
  ...copy.items.flatMap((i) =>
    i.questions.map((q) =>
      tx.surveyQuestion.patch({ companyId, questionId: q.questionId }).subtract({ useCount: 1 }).commit(),
    ),
  ),
];

export const setupChanged = () =>
  new AppError(
    'CONFLICT',
    'The scale, a competency or a question was changed a moment ago. Reload and try again.',
  );

/**
 * The items that move a survey's uses from the copy it holds (`old`) to a new one taken by
 * `takeSetup`, for the transaction that edits it: an item only the old copy used is given back, one
 * only the new uses is counted (conditional on the version read), and one both use keeps its count
 * and is checked at the version read — a transaction names an item once, so it cannot be given back
 * and taken again.
 */
export const moveSetup = (
  tx: TxEntities,
  companyId: string,
  old: Pick<SetupCopy, 'scaleId' | 'items'>,
  read: SetupRead,
): TxItem[] => {
  const oldCompetencies = new Set(old.items.map((i) => i.competencyId));
  const oldQuestions = new Set(old.items.flatMap((i) => i.questions.map((q) => q.questionId)));
  const newCompetencies = new Set(read.competencies.map((c) => c.id));
  const newQuestions = new Set(read.questions.map((q) => q.id));
  const scaleKey = { companyId, scaleId: read.scale.id };
  return [
    ...(old.scaleId === read.scale.id
      ? [
          tx.surveyScale
            .check(scaleKey)
            .where((a, op) => op.eq(a.version, read.scale.version))
            .commit(),
        ]
      : [
          tx.surveyScale.patch({ companyId, scaleId: old.scaleId }).subtract({ useCount: 1 }).commit(),
          tx.surveyScale
            .patch(scaleKey)
            .add({ useCount: 1 })
            .where((a, op) => op.eq(a.version, read.scale.version))
            .commit(),
        ]),
    ...[...oldCompetencies]
      .filter((id) => !newCompetencies.has(id))
      .map((competencyId) =>
        tx.surveyCompetency.patch({ companyId, competencyId }).subtract({ useCount: 1 }).commit(),
      ),
    ...read.competencies.map((c) => {
      const key = { companyId, competencyId: c.id };
      return oldCompetencies.has(c.id)
        ? tx.surveyCompetency
            .check(key)
            .where((a, op) => `${op.eq(a.version, c.version)} AND ${op.eq(a.questionCount, c.questionCount)}`)
            .commit()
        : tx.surveyCompetency
            .patch(key)
            .add({ useCount: 1 })
            .where((a, op) => `${op.eq(a.version, c.version)} AND ${op.eq(a.questionCount, c.questionCount)}`)
            .commit();
    }),
    ...[...oldQuestions]
      .filter((id) => !newQuestions.has(id))
      .map((questionId) =>
        tx.surveyQuestion.patch({ companyId, questionId }).subtract({ useCount: 1 }).commit(),
      ),
    ...read.questions.map((q) =>
      oldQuestions.has(q.id)
        ? tx.surveyQuestion
            .check({ companyId, questionId: q.id })
            .where((a, op) => op.eq(a.version, q.version))
            .commit()
        : tx.surveyQuestion
            .patch({ companyId, questionId: q.id })
            .add({ useCount: 1 })
            .where((a, op) => op.eq(a.version, q.version))
            .commit(),
    ),
  ];
};
