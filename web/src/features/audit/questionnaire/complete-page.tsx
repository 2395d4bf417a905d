import type { ApiError } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { linkToken, useRespondentQuestionnaire, useSubmitQuestionnaire, useUploadAttachment } from './api';

/**
 * spec §2 `/app/audit-management/questionnaire/complete/{auditQuestionnaireId}/{userId}`: the
 * contact answers every question, may attach files to an answer, and submits once.
 */
export const Component = () => {
  const { t } = useTranslation('auditOutreach');
  const navigate = useNavigate();
  const { auditQuestionnaireId = '', userId = '' } = useParams();
  const ref = { auditQuestionnaireId, userId };
  const page = useRespondentQuestionnaire(ref);
  const upload = useUploadAttachment(ref);
  const submit = useSubmitQuestionnaire();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  if (page.isPending) return <p role="status">{t('respondent.loading')}</p>;
  if (page.isError) return <Message severity="error" text={(page.error as ApiError).message} />;
  const q = page.data;

  const onSubmit = async () => {
    setError(null);
    try {
      await submit.mutateAsync({
        ...ref,
        answers: Object.entries(answers)
          .filter(([, answer]) => answer.trim())
          .map(([questionId, answer]) => ({ questionId, answer })),
      });
      linkToken.clear();
      navigate('../../../success', { replace: true, relative: 'path' });
    } catch (e) {
      setError((e as ApiError).message);
    }
  };

  return (
    <>
      <h1>{q.title}</h1>
      <p className="session-intro">
        {t('respondent.for', { name: q.contactName, audit: q.auditTitle, company: q.companyName })}
      </p>
      {q.intro && <p>{q.intro}</p>}
      {q.areas.map((area) => (
        <section key={area.id} aria-labelledby={`area-${area.id}`}>
          <h2 id={`area-${area.id}`}>{area.name}</h2>
          {area.questions.map((question) => {
            const files = q.files.filter((f) => f.questionId === question.id);
            return (
              <div key={question.id} className="field">
                <label htmlFor={`q-${question.id}`}>{question.text}</label>
                <InputTextarea
                  id={`q-${question.id}`}
                  rows={3}
                  autoResize
                  value={answers[question.id] ?? ''}
                  onChange={(e) => setAnswers((a) => ({ ...a, [question.id]: e.target.value }))}
                />
                {files.length > 0 && (
                  <ul aria-label={t('respondent.attached')}>
                    {files.map((f) => (
                      <li key={f.id}>{f.name}</li>
                    ))}
                  </ul>
                )}
                <label className="p-button p-button-text p-button-sm">
                  {t('respondent.attach')}
                  <input
                    type="file"
                    hidden
                    accept="application/pdf,image/png,image/jpeg"
                    aria-label={t('respondent.attachTo', { question: question.text })}
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      e.target.value = '';
                      if (file)
                        upload.mutate(
                          { questionId: question.id, file },
                          { onError: (err) => setError((err as ApiError).message) },
                        );
                    }}
                  />
                </label>
              </div>
            );
          })}
        </section>
      ))}
      {error && <Message severity="error" text={error} />}
      <Button label={t('respondent.submit')} onClick={() => void onSubmit()} loading={submit.isPending} />
    </>
  );
};
