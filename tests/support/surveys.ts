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
