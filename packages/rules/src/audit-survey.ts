/**
 * The customer satisfaction survey's rules (spec §2 customer-satisfaction-survey, IIA 12.2;
 * docs/audit.md). Scores are whole numbers from 1 to 5.
 * - A contact's answers: every question of the survey scored once, nothing else.
 * - A contact's average: the mean of their scores.
 * - An audit's average: the mean of every score its contacts gave (so every answer weighs the
 *   same); the running sums kept on the survey (`scoreSum`, `scoreCount`) give it without a read
 *   of the contacts.
 * - A year's average: the mean of the averages of the year's audits that have one (so every
 *   audit weighs the same, however many contacts answered it).
 * Averages are rounded to two decimals only when shown: a year's average is taken over the exact
 * audit averages.
 */

export const SURVEY_SCORE_MIN = 1;
export const SURVEY_SCORE_MAX = 5;

/** Rounded to two decimals, as every average is shown. */
export const twoDecimals = (n: number): number => Math.round(n * 100) / 100;

/** The mean of `sum` over `count` scores, exact; null when there are none. */
export const meanOf = (sum: number, count: number): number | null => (count > 0 ? sum / count : null);

/**
 * What is wrong with a contact's answers to these questions: a question not in the survey, one
 * scored twice, a score off the scale, a question left out. Empty when they can be taken.
 */
export const surveyAnswerProblems = (
  questionIds: readonly string[],
  answers: ReadonlyArray<{ questionId: string; score: number }>,
): string[] => {
  const known = new Set(questionIds);
  const seen = new Set<string>();
  const problems: string[] = [];
  answers.forEach((a, i) => {
    if (!known.has(a.questionId)) problems.push(`answers.${i}.questionId: no such question in this survey`);
    else if (seen.has(a.questionId)) problems.push(`answers.${i}: this question is answered twice`);
    seen.add(a.questionId);
    if (!Number.isInteger(a.score) || a.score < SURVEY_SCORE_MIN || a.score > SURVEY_SCORE_MAX)
      problems.push(`answers.${i}.score: score must be from ${SURVEY_SCORE_MIN} to ${SURVEY_SCORE_MAX}`);
  });
  const missing = questionIds.filter((id) => !seen.has(id)).length;
  if (missing > 0)
    problems.push(`Please score every question: ${missing} ${missing === 1 ? 'is' : 'are'} still open.`);
  return problems;
};

/** The sum and count of a contact's scores, what their answer adds to the survey's running sums. */
export const scoreTotals = (answers: ReadonlyArray<{ score: number }>): { sum: number; count: number } => ({
  sum: answers.reduce((s, a) => s + a.score, 0),
  count: answers.length,
});

/** An audit's average from its contacts' answers (the recount of the running sums). */
export const auditSurveyAverage = (
  contacts: ReadonlyArray<{ answers: ReadonlyArray<{ score: number }> }>,
): number | null => {
  const totals = contacts.map((c) => scoreTotals(c.answers));
  return meanOf(
    totals.reduce((s, t) => s + t.sum, 0),
    totals.reduce((s, t) => s + t.count, 0),
  );
};

/** The mean score per question of those who answered it. */
export const questionAverages = (
  questionIds: readonly string[],
  contacts: ReadonlyArray<{ answers: ReadonlyArray<{ questionId: string; score: number }> }>,
): Array<{ questionId: string; average: number | null }> =>
  questionIds.map((questionId) => {
    const scores = contacts.flatMap((c) => c.answers.filter((a) => a.questionId === questionId));
    return {
      questionId,
      average: meanOf(
        scores.reduce((s, a) => s + a.score, 0),
        scores.length,
      ),
    };
  });

/** A year's average: the mean of the audits' averages that exist; null when no audit has one. */
export const yearSurveyAverage = (audits: ReadonlyArray<{ average: number | null }>): number | null => {
  const had = audits.map((a) => a.average).filter((a): a is number => a !== null);
  return meanOf(
    had.reduce((s, a) => s + a, 0),
    had.length,
  );
};

/**
 * Why the survey cannot be sent now: it follows the final report (spec §4), so a final report
 * must be in force for a first send or for new contacts. Null when it can.
 */
export const surveySendProblem = (facts: { finalReportInForce: boolean }): string | null =>
  facts.finalReportInForce
    ? null
    : 'The customer satisfaction survey is sent after the final report: make the final report first.';

/** Whom a resend mails: the contacts who have not answered. */
export const resendTargets = <C extends { state: string }>(contacts: readonly C[]): C[] =>
  contacts.filter((c) => c.state === 'Sent');
