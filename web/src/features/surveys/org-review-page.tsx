import type { ApiError } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { orgLink, useOpenOrgReview, useSubmitOrgReview } from './org-api';
import './surveys.css';

/**
 * spec §2 public `/app/organizational-survey-review`: where an employee's mailed link lands. The
 * link opens the questions; the answers are submitted once, anonymously, and the link is spent.
 */
export const Component = () => {
  const { t } = useTranslation('surveys');
  const [params] = useSearchParams();
  const [ready, setReady] = useState(false);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [missing, setMissing] = useState(false);
  const submit = useSubmitOrgReview();

  useEffect(() => {
    const token = params.get('token');
    if (token) orgLink.set(token);
    setReady(true);
  }, [params]);

  const open = useOpenOrgReview(ready && !!orgLink.get() && !submit.isSuccess);
  if (submit.isSuccess)
    return (
      <>
        <h1>{t('review.successHeading')}</h1>
        <p role="status">{t('orgReview.success')}</p>
      </>
    );
  if (ready && !orgLink.get()) return <Message severity="error" text={t('review.noLink')} />;
  if (open.error) return <Message severity="error" text={(open.error as ApiError).message} />;
  const f = open.data;
  if (!f)
    return (
      <p role="status">
        <ProgressSpinner style={{ width: '1.5rem', height: '1.5rem' }} /> {t('review.checking')}
      </p>
    );
  const questions = f.items.flatMap((i) => i.questions);
  const send = (e: FormEvent) => {
    e.preventDefault();
    const gap = questions.some((q) => answers[q.questionId] === undefined);
    setMissing(gap);
    if (gap) return;
    submit.mutate(
      {
        surveyId: f.surveyId,
        answers: questions.map((q) => ({ questionId: q.questionId, value: answers[q.questionId]! })),
      },
      { onSuccess: () => orgLink.clear() },
    );
  };
  return (
    <form onSubmit={send}>
      <h1>{t('orgReview.heading')}</h1>
      <p>{t('orgReview.about', { company: f.companyName, title: f.title })}</p>
      {f.status === 'Closed' ? <Message severity="warn" text={t('orgReview.closed')} /> : null}
      {f.status === 'Not Open' ? <Message severity="warn" text={t('review.notOpen')} /> : null}
      {f.items.map((item) => (
        <section key={item.competencyId} aria-labelledby={`c-${item.competencyId}`}>
          <h2 id={`c-${item.competencyId}`}>{item.name}</h2>
          {item.questions.map((q) => (
            <fieldset key={q.questionId} className="surveys-question">
              <legend>{q.text}</legend>
              {f.points.map((p) => (
                <label key={p.value}>
                  <input
                    type="radio"
                    name={q.questionId}
                    value={p.value}
                    checked={answers[q.questionId] === p.value}
                    onChange={() => setAnswers((was) => ({ ...was, [q.questionId]: p.value }))}
                  />{' '}
                  {p.label}
                </label>
              ))}
            </fieldset>
          ))}
        </section>
      ))}
      <div className="surveys-form">
        {missing ? <Message severity="error" text={t('orgReview.missing')} /> : null}
        {submit.error ? <Message severity="error" text={(submit.error as ApiError).message} /> : null}
        <Button type="submit" label={t('orgReview.submit')} loading={submit.isPending} />
      </div>
    </form>
  );
};
