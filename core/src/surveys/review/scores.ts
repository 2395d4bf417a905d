import { surveyStatus } from '@stratum/rules';
import { AppError } from '../../kernel/errors';

/**
 * A survey's answers checked against its own copy of the questions and scale — each question
 * answered once with a point of the scale, none left out — and returned in the survey's order.
 * Shared by both kinds of survey.
 */
export const scoresOf = (
  survey: {
    points: readonly { value: number }[];
    items: readonly { questions: readonly { questionId: string }[] }[];
  },
  answers: readonly { questionId: string; value: number }[],
): { questionId: string; value: number }[] => {
  const questions = survey.items.flatMap((i) => i.questions);
  const known = new Set(questions.map((q) => q.questionId));
  const values = new Set(survey.points.map((p) => p.value));
  const given = new Map<string, number>();
  for (const [i, a] of answers.entries()) {
    if (!known.has(a.questionId))
      throw new AppError('UNPROCESSABLE', `answers.${i}.questionId: no such question in this survey`);
    if (given.has(a.questionId))
      throw new AppError('UNPROCESSABLE', `answers.${i}: this question is answered twice`);
    if (!values.has(a.value))
      throw new AppError('UNPROCESSABLE', `answers.${i}.value: not a point of this survey’s scale`);
    given.set(a.questionId, a.value);
  }
  const missing = questions.filter((q) => !given.has(q.questionId)).length;
  if (missing > 0)
    throw new AppError(
      'UNPROCESSABLE',
      `Please answer every question: ${missing} ${missing === 1 ? 'is' : 'are'} still open.`,
    );
  return questions.map((q) => ({ questionId: q.questionId, value: given.get(q.questionId)! }));
};

/** A survey that is not open takes no answers (spec §3: the server decides from the dates). Both kinds. */
export const requireOpen = (survey: { startDate: string; endDate: string }, now: Date): void => {
  const status = surveyStatus(survey.startDate, survey.endDate, now);
  if (status !== 'Open')
    throw new AppError(
      'UNPROCESSABLE',
      status === 'Closed'
        ? `This survey closed on ${survey.endDate}: it takes no more answers.`
        : `This survey opens on ${survey.startDate}: come back then.`,
    );
};
