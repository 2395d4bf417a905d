import {
  listEmployees,
  MAX_COMPETENCY_ANSWERS_AT_ONCE,
  type TEmployeeCompetencyReview,
} from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { Loading } from '../../components/loading';
import { RecordSelect } from '../../components/record-select';
import { StatusTag } from '../../components/status-tag';
import { routeQueryOptions } from '../../lib/query';
import { useSessionUser } from '../../lib/session/use-session';
import { annualPlanOptions, useChosenAnnualPlan } from '../scorecard';
import { useEmployeeReview, useSaveCompetencyAnswers } from './competency-api';
import './surveys.css';

export const ANSWER_PATH = '/app/annual/degree-360-competencies/answer';
const EMPLOYEE_PARAM = 'employeeId';

/** The active employees, the caller's reports first (a supervisor answers for them). */
const useEmployeeChoice = (me: string | null | undefined) =>
  useQuery({
    ...routeQueryOptions(listEmployees, { limit: 200, status: 'Active' }),
    select: (d) =>
      [...d.list]
        .sort((a, b) => Number(b.supervisorId === me) - Number(a.supervisorId === me))
        .map((e) => ({ value: e.id, label: e.fullName })),
  });

const Answers = ({ review }: { review: TEmployeeCompetencyReview }) => {
  const { t } = useTranslation('surveys');
  const save = useSaveCompetencyAnswers();
  const { competencies, areas, scales, questions } = review.questionnaire;
  const saved = new Map(review.answers.map((a) => [a.questionId, a.value]));
  const [draft, setDraft] = useState<Record<string, number>>({});
  const changed = Object.entries(draft).filter(([q, v]) => saved.get(q) !== v);
  const readOnly = !review.canAnswer;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const answers = changed.map(([questionId, value]) => ({ questionId, value }));
    if (answers.length === 0) return;
    save.mutate(
      { input: { annualPlanId: review.annualPlanId, employeeId: review.employeeId, answers } },
      { onSuccess: () => setDraft({}) },
    );
  };
  const scoreOf = (competencyId: string) => review.competencies.find((c) => c.competencyId === competencyId);
  if (questions.length === 0) return <p>{t('competencyAnswers.noQuestions')}</p>;
  return (
    <form onSubmit={submit} className="competency-answers" aria-label={t('competencyAnswers.form')}>
      <p data-testid="competency-score">
        {review.score === null
          ? t('competencyAnswers.noScore')
          : t('competencyAnswers.score', { score: review.score })}{' '}
        <StatusTag
          value={review.score === null ? t('competencyAnswers.notStarted') : t('competencyAnswers.answered')}
          severity={review.score === null ? 'secondary' : 'success'}
        />
      </p>
      {competencies
        .filter((c) => questions.some((q) => q.competencyId === c.id))
        .map((c) => {
          const part = scoreOf(c.id);
          return (
            <section key={c.id} aria-label={c.name} className="competency-answers-group">
              <h2>
                {c.name}
                {part && part.answered > 0 ? ` — ${t('competencyAnswers.score', { score: part.score })}` : ''}
              </h2>
              {areas
                .filter((a) => questions.some((q) => q.competencyId === c.id && q.areaId === a.id))
                .map((a) => (
                  <div key={a.id}>
                    <h3>{a.name}</h3>
                    {questions
                      .filter((q) => q.competencyId === c.id && q.areaId === a.id)
                      .map((q) => {
                        const scale = scales.find((s) => s.id === q.scaleId);
                        const value = draft[q.id] ?? saved.get(q.id);
                        return (
                          <fieldset key={q.id} disabled={readOnly}>
                            <legend>{q.text}</legend>
                            {(scale?.points ?? []).map((p) => (
                              <label key={p.value} className="competency-answers-point">
                                <input
                                  type="radio"
                                  name={`q-${q.id}`}
                                  value={p.value}
                                  checked={value === p.value}
                                  onChange={() => setDraft((d) => ({ ...d, [q.id]: p.value }))}
                                />{' '}
                                {p.value} {p.label}
                              </label>
                            ))}
                          </fieldset>
                        );
                      })}
                  </div>
                ))}
            </section>
          );
        })}
      {readOnly ? (
        <p>{t('competencyAnswers.readOnly')}</p>
      ) : (
        <>
          {changed.length > MAX_COMPETENCY_ANSWERS_AT_ONCE ? (
            <small role="alert">
              {t('competencyAnswers.tooMany', { max: MAX_COMPETENCY_ANSWERS_AT_ONCE })}
            </small>
          ) : null}
          <Button
            type="submit"
            label={t('competencyAnswers.save')}
            loading={save.isPending}
            disabled={changed.length === 0 || changed.length > MAX_COMPETENCY_ANSWERS_AT_ONCE}
          />
        </>
      )}
    </form>
  );
};

/**
 * The employee's supervisor (or a Surveys administrator) answers an employee's competency review;
 * the employee reads their own (docs/surveys.md "The 360 competency review").
 */
export const Component = () => {
  const { t } = useTranslation('surveys');
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const { annualPlans, chosen, choose } = useChosenAnnualPlan();
  const employees = useEmployeeChoice(user?.employeeId);
  const employeeId = params.get(EMPLOYEE_PARAM) ?? undefined;
  const review = useEmployeeReview(chosen?.id, employeeId);
  const pick = (id: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set(EMPLOYEE_PARAM, id);
      return next;
    });
  const body = () => {
    if (annualPlans.isPending) return <Loading />;
    if (!chosen) return <p>{t('competencyReview.noPlan')}</p>;
    if (!employeeId) return <p>{t('competencyAnswers.chooseEmployee')}</p>;
    if (review.isPending) return <Loading />;
    if (review.isError || !review.data)
      return <LoadFailed title={t('competencyAnswers.loadFailed')} text={review.error?.message} />;
    return <Answers key={`${chosen.id}-${employeeId}`} review={review.data.item} />;
  };
  return (
    <div className="surveys-page">
      <h1>{t('competencyAnswers.heading')}</h1>
      <p>
        {t('competencyAnswers.intro')}{' '}
        <Link to={`/app/annual/degree-360-competencies${chosen ? `?annualPlanId=${chosen.id}` : ''}`}>
          {t('competencyAnswers.toSetup')}
        </Link>
      </p>
      <RecordSelect
        label={t('competencyReview.plan')}
        value={chosen?.id}
        options={annualPlanOptions(annualPlans.data?.list)}
        onChange={choose}
      />
      <RecordSelect
        label={t('competencyAnswers.employee')}
        value={employeeId}
        options={employees.data ?? []}
        onChange={pick}
      />
      {body()}
    </div>
  );
};
