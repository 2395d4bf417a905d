import type { ApiError } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { reviewLink, useReviewForm, useSubmitReview } from './review-api';
import './surveys.css';

/** spec §2 `/app/survey-review/complete`: every question on the survey's scale, then submit once. */
export const Component = () => {
  const { t } = useTranslation('surveys');
  const { surveyId = '' } = useParams();
  const navigate = useNavigate();
  const form = useReviewForm(surveyId);
  const submit = useSubmitReview();
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  if (form.error) return <Message severity="error" text={(form.error as ApiError).message} />;
  const f = form.data;
  if (!f) return null;
  const questions = f.items.flatMap((i) => i.questions);

  const send = (e: FormEvent) => {
    e.preventDefault();
    const open = questions.some((q) => answers[q.questionId] === undefined);
    setMissing(open);
    if (open) return;
    submit.mutate(
      {
        surveyId,
        comment,
        answers: questions.map((q) => ({ questionId: q.questionId, value: answers[q.questionId]! })),
      },
      {
        onSuccess: () => {
          reviewLink.clear();
          navigate('/app/survey-review/success', { replace: true });
        },
      },
    );
  };

  return (
    <form onSubmit={send}>
      <h1>{f.title}</h1>
      <p>{t('review.asGroup', { group: t(`groups.${f.relationship}`) })}</p>
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
        <label htmlFor="review-comment">{t('review.comment')}</label>
        <InputTextarea
          id="review-comment"
          rows={4}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
        {missing ? <Message severity="error" text={t('review.missing')} /> : null}
        {submit.error ? <Message severity="error" text={(submit.error as ApiError).message} /> : null}
        <Button type="submit" label={t('review.submit')} loading={submit.isPending} />
      </div>
    </form>
  );
};
