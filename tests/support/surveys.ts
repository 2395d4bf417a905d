import type { TSurvey, TSurveyShareJob } from '@stratum/contracts';
import { get, post } from './api';
import { latestMailTo, type StoredMail } from './mail';

/** The link token in a survey reviewer's mail. */
export const surveyLinkIn = (mail: StoredMail): string => {
  const link = /https?:\/\/\S+survey-review\?\S+/.exec(mail.body.text)?.[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no survey link in mail “${mail.subject}”`);
  return token;
};

/** The survey link mailed to a reviewer (the outbox drained first). */
export const mailedSurveyLink = async (email: string): Promise<string> =>
  surveyLinkIn(await latestMailTo(email, /Your feedback on/));

/** The one-time code in the newest code mail to a reviewer. */
export const mailedSurveyCode = async (email: string): Promise<string> => {
  const mail = await latestMailTo(email, /one-time survey code/);
  const code = /\b(\d{6})\b/.exec(mail.body.text)?.[1];
  if (!code) throw new Error(`no code in mail “${mail.subject}”`);
  return code;
};

/** Polls a 360 share's job as the survey screen does until it has finished. */
export const finishedShare = async (id: string, token: string): Promise<TSurveyShareJob> => {
  for (let i = 0; i < 600; i++) {
    const r = await get<{ job: TSurveyShareJob }>('/degree-360/share-job', { id }, token);
    if (r.status !== 200) throw new Error(`share-job ${id}: ${r.status} ${r.body.err_msg}`);
    if (['committed', 'undone'].includes(r.body.data.job.state)) return r.body.data.job;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`share ${id} did not finish`);
};

/**
 * Shares (or resends) a 360 survey: the answer is the job, queued; the survey as it is once the
 * job committed (docs/surveys.md).
 */
export const shareAndWait = async (
  token: string,
  body: { id: string; version: number; resend?: boolean },
): Promise<{ item: TSurvey; job: TSurveyShareJob }> => {
  const r = await post<{ item: TSurvey; job: TSurveyShareJob }>('/degree-360/share-survey', body, token);
  if (r.status !== 200) throw new Error(`share-survey: ${r.status} ${r.body.err_msg}`);
  const job = await finishedShare(r.body.data.job.id, token);
  if (job.state !== 'committed') throw new Error(`share ${job.id} ended ${job.state}: ${job.reason}`);
  const got = await get<{ item: TSurvey }>('/degree-360/get-survey', { id: body.id }, token);
  return { item: got.body.data.item, job };
};
