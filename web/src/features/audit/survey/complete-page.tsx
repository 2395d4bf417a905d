import { CUSTOMER_SURVEY_SCALE, type ApiError } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { RadioButton } from 'primereact/radiobutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { surveyLinkToken, useRespondentSurvey, useSubmitCustomerSurvey } from './api';

/**
 * `/app/audit-management/customer-survey/complete/{surveyId}/{contactId}`: the contact scores
 * every statement from 1 to 5, may add a comment, and submits once.
 */
export const Component = () => {
  const { t } = useTranslation('audit-survey');
  const navigate = useNavigate();
  const { surveyId = '', contactId = '' } = useParams();
  const ref = { surveyId, contactId };
  const page = useRespondentSurvey(ref);
  const submit = useSubmitCustomerSurvey();
  const [scores, setScores] = useState<Record<string, number>>({});
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (page.isPending) return <p role="status">{t('respondent.loading')}</p>;
  if (page.isError) return <Message severity="error" text={(page.error as ApiError).message} />;
  const s = page.data;

  const onSubmit = async () => {
    setError(null);
    try {
      await submit.mutateAsync({
        ...ref,
        answers: Object.entries(scores).map(([questionId, score]) => ({ questionId, score })),
        comment,
      });
      surveyLinkToken.clear();
      navigate('../../../success', { replace: true, relative: 'path' });
    } catch (e) {
      setError((e as ApiError).message);
    }
  };

  return (
    <>
      <h1>{t('respondent.heading')}</h1>
      <p className="session-intro">
        {t('respondent.for', { name: s.contactName, audit: s.auditTitle, company: s.companyName })}
      </p>
      <p>{t('respondent.scale')}</p>
      {s.questions.map((q) => (
        <fieldset key={q.id} className="field">
          <legend>{q.text}</legend>
          {CUSTOMER_SURVEY_SCALE.map((n) => (
            <span key={n} className="p-field-radiobutton">
              <RadioButton
                inputId={`q-${q.id}-${n}`}
                name={`q-${q.id}`}
                value={n}
                checked={scores[q.id] === n}
                onChange={() => setScores((x) => ({ ...x, [q.id]: n }))}
                aria-label={`${q.text}: ${t('respondent.score', { score: n })}`}
              />
              <label htmlFor={`q-${q.id}-${n}`}>{n}</label>{' '}
            </span>
          ))}
        </fieldset>
      ))}
      <div className="field">
        <label htmlFor="survey-comment">{t('respondent.comment')}</label>
        <InputTextarea
          id="survey-comment"
          rows={3}
          autoResize
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      {error && <Message severity="error" text={error} />}
      <Button label={t('respondent.submit')} onClick={() => void onSubmit()} loading={submit.isPending} />
    </>
  );
};
