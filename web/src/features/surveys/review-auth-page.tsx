import type { ApiError } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  reviewLink,
  useAuthenticateReview,
  useOpenReview,
  useSendReviewCode,
  useStopReminders,
} from './review-api';

/**
 * spec §2 `/app/survey-review` with authenticate: where the mailed link lands. The link is checked
 * and kept for this tab; a one-time code mailed to the link's address proves the reader owns it.
 * "Stop reminders" needs no code: it only ever stops mails to the address the link was sent to.
 */
export const Component = () => {
  const { t } = useTranslation('surveys');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const [code, setCode] = useState('');
  const sendCode = useSendReviewCode();
  const authenticate = useAuthenticateReview();
  const stopReminders = useStopReminders();

  useEffect(() => {
    const token = params.get('token');
    if (token) reviewLink.set(token);
    setReady(true);
  }, [params]);

  const open = useOpenReview(ready && !!reviewLink.get());
  const o = open.data;
  useEffect(() => {
    if (o?.authenticated) navigate(`/app/survey-review/complete/${o.surveyId}`, { replace: true });
  }, [o, navigate]);

  if (ready && !reviewLink.get()) return <Message severity="error" text={t('review.noLink')} />;
  if (open.error) return <Message severity="error" text={(open.error as ApiError).message} />;
  if (!o)
    return (
      <p role="status">
        <ProgressSpinner style={{ width: '1.5rem', height: '1.5rem' }} /> {t('review.checking')}
      </p>
    );

  const confirm = (e: FormEvent) => {
    e.preventDefault();
    authenticate.mutate(
      { surveyId: o.surveyId, code },
      { onSuccess: () => navigate(`/app/survey-review/complete/${o.surveyId}`, { replace: true }) },
    );
  };

  return (
    <>
      <h1>{t('review.heading')}</h1>
      <p>{t('review.about', { company: o.companyName, subject: o.subjectName, title: o.title })}</p>
      <p>{t('review.asGroup', { group: t(`groups.${o.relationship}`) })}</p>
      {o.status !== 'Open' ? <Message severity="warn" text={t('review.notOpen')} /> : null}
      {sendCode.isSuccess ? (
        <form className="surveys-form" onSubmit={confirm}>
          <Message severity="info" text={t('review.codeSent', { email: sendCode.data.sentTo })} />
          <label htmlFor="review-code">{t('review.code')}</label>
          <InputText
            id="review-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          {authenticate.error ? (
            <Message severity="error" text={(authenticate.error as ApiError).message} />
          ) : null}
          <Button type="submit" label={t('review.confirm')} loading={authenticate.isPending} />
        </form>
      ) : (
        <>
          <p>{t('review.codeIntro', { email: o.emailHint })}</p>
          {sendCode.error ? <Message severity="error" text={(sendCode.error as ApiError).message} /> : null}
          <Button
            type="button"
            label={t('review.sendCode')}
            loading={sendCode.isPending}
            onClick={() => sendCode.mutate(o.surveyId)}
          />
        </>
      )}
      <div className="surveys-actions">
        {stopReminders.isSuccess ? (
          <Message severity="success" text={t('review.remindersStopped')} />
        ) : (
          <Button
            type="button"
            text
            label={t('review.stopReminders')}
            loading={stopReminders.isPending}
            onClick={() => stopReminders.mutate(o.surveyId)}
          />
        )}
        {stopReminders.error ? (
          <Message severity="error" text={(stopReminders.error as ApiError).message} />
        ) : null}
      </div>
    </>
  );
};
