import { createHash, randomInt } from 'node:crypto';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import { reissueLinkToken } from '../../kernel/link-tokens';
import { appLink, type Mail } from '../../kernel/mail';
import type { MailRenderer } from '../../kernel/outbox';
import type { OutboxMailItem } from '../../kernel/outbox-mail';
import { commit } from '../../kernel/transact';
import { surveyStatus } from '@stratum/rules';
import type { SurveyReviewerItem } from '../entities/survey';
import { orgSurveyMailKinds } from './org-survey-mail';

export const SURVEY_REVIEW_MAIL = 'survey-review';
export const SURVEY_REVIEW_CODE_MAIL = 'survey-review-code';
export const SURVEY_REMINDER_MAIL = 'survey-review-reminder';

/** Where a reviewer's link lands: the public page that checks it (spec §2 `/app/survey-review`). */
export const SURVEY_REVIEW_LINK_PATH = '/app/survey-review';

/** How long a mailed code works, and how many wrong tries it takes. */
export const CODE_MINUTES = 15;
export const CODE_TRIES = 5;

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** What a reviewer's link opens: `<surveyId>/<reviewerId>`. */
export const reviewTarget = (surveyId: string, reviewerId: string): string => `${surveyId}/${reviewerId}`;

/** The stored form of a code: bound to the link it was mailed for. */
export const codeHashOf = (code: string, tokenId: string): string =>
  createHash('sha256').update(`${tokenId}:${code}`).digest('base64url');

const findReviewer = async (companyId: string, surveyId: string, reviewerId: string) =>
  (await db().entities.surveyReviewer.get({ companyId, surveyId, reviewerId }).go()).data;

/**
 * The reviewer's next link, issued as the mail carrying it is sent: the previous one is withdrawn
 * and any code mailed for it forgotten, conditional on the reviewer being as read.
 */
const reissueReviewerLink = (m: OutboxMailItem, reviewer: SurveyReviewerItem, now: Date) => {
  const { companyId, surveyId, reviewerId } = reviewer;
  return reissueLinkToken(
    { userId: m.requestedBy, now },
    {
      companyId,
      purpose: 'survey-review',
      target: reviewTarget(surveyId, reviewerId),
      previousTokenId: reviewer.tokenId,
    },
    (tx, issued) =>
      tx.surveyReviewer
        .patch({ companyId, surveyId, reviewerId })
        .set({ tokenId: issued.tokenId, linkExpiresAt: issued.expiresAt, updatedAt: now.toISOString() })
        .remove(['codeHash', 'codeExpiresAt', 'codeAttempts', 'verifiedTokenId'])
        .add({ version: 1 })
        .where((a, op) => `${op.eq(a.state, 'Sent')} AND ${op.eq(a.version, reviewer.version)}`)
        .commit(),
    new AppError('CONFLICT', 'The reviewer changed while their link was being issued; it is tried again.'),
  );
};

/**
 * A reviewer's survey mail, rendered when the outbox sends it: the link is issued now (its record
 * and the reviewer's `tokenId` in one transaction, the reviewer's earlier link withdrawn in the
 * same one), so a resent mail carries a fresh link and only the last one mailed works. Nothing is
 * sent to a reviewer who answered or was removed.
 */
export const renderSurveyReviewMail: MailRenderer = async (
  m: OutboxMailItem,
  now: Date,
): Promise<Mail | null> => {
  const { surveyId, reviewerId } = m.data as { surveyId: string; reviewerId: string };
  const { companyId } = m;
  const reviewer = await findReviewer(companyId, surveyId, reviewerId);
  if (!reviewer || reviewer.state !== 'Sent' || reviewer.mailId !== m.mailId) return null;
  const [survey, company] = await Promise.all([
    db().entities.survey.get({ companyId, surveyId }).go(),
    db().entities.company.get({ companyId }).go(),
  ]);
  if (!survey.data) return null;
  const link = await reissueReviewerLink(m, reviewer, now);
  const s = survey.data;
  const companyName = company.data?.companyName ?? 'Your colleagues';
  return {
    to: reviewer.email,
    subject: `Your feedback on ${s.subjectName}: ${s.title}`,
    paragraphs: [
      `Hello ${reviewer.name},`,
      `${companyName} asks for your feedback on ${s.subjectName} in the 360-degree survey “${s.title}”, open from ${s.startDate} to ${s.endDate}.`,
      'Your answers are anonymous: they are stored apart from your name, and a group’s results are only shown once at least three people in it have answered.',
      `The link below is yours alone: you need no account. We will mail a one-time code to this address to confirm it is you. It works until ${day(link.expiresAt)}, and your answers can be submitted once.`,
    ],
    action: { label: 'Give your feedback', url: appLink(SURVEY_REVIEW_LINK_PATH, { token: link.token }) },
  };
};

/**
 * The one-time code for a reviewer's link, made when the mail is sent (never stored in the outbox):
 * its hash goes on the reviewer, conditional on the link still being theirs.
 */
export const renderSurveyReviewCodeMail: MailRenderer = async (
  m: OutboxMailItem,
  now: Date,
): Promise<Mail | null> => {
  const { surveyId, reviewerId, tokenId } = m.data as {
    surveyId: string;
    reviewerId: string;
    tokenId: string;
  };
  const { companyId } = m;
  const reviewer = await findReviewer(companyId, surveyId, reviewerId);
  if (!reviewer || reviewer.state !== 'Sent' || reviewer.tokenId !== tokenId) return null;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await commit(
    db().transaction.write((tx) => [
      tx.surveyReviewer
        .patch({ companyId, surveyId, reviewerId })
        .set({
          codeHash: codeHashOf(code, tokenId),
          codeExpiresAt: now.getTime() + CODE_MINUTES * 60_000,
          codeAttempts: 0,
          updatedAt: now.toISOString(),
        })
        .add({ version: 1 })
        .where((a, op) => `${op.eq(a.state, 'Sent')} AND ${op.eq(a.tokenId, tokenId)}`)
        .commit(),
    ]),
    new AppError('CONFLICT', 'The reviewer changed while their code was being made; it is tried again.'),
  );
  return {
    to: reviewer.email,
    subject: 'Your one-time survey code',
    paragraphs: [
      `Your one-time code is ${code}.`,
      `Enter it on the survey page to give your feedback. It works for ${CODE_MINUTES} minutes.`,
      'If you did not ask for it, ignore this mail.',
    ],
  };
};

/**
 * The reminders engine's mail to a reviewer who has not answered (`surveys-not-answered`), rendered
 * when sent so it carries a fresh link (the earlier one is withdrawn). Nothing is sent once the
 * reviewer answered, stopped the reminders, was removed, or the survey is no longer open.
 */
export const renderSurveyReminderMail: MailRenderer = async (
  m: OutboxMailItem,
  now: Date,
): Promise<Mail | null> => {
  const { surveyId, reviewerId } = m.data as { surveyId: string; reviewerId: string };
  const { companyId } = m;
  const reviewer = await findReviewer(companyId, surveyId, reviewerId);
  if (!reviewer || reviewer.state !== 'Sent' || reviewer.remindersOff) return null;
  const { data: s } = await db().entities.survey.get({ companyId, surveyId }).go();
  if (!s || surveyStatus(s.startDate, s.endDate, now) !== 'Open') return null;
  const link = await reissueReviewerLink(m, reviewer, now);
  return {
    to: reviewer.email,
    subject: `Reminder: your feedback on ${s.subjectName} is wanted by ${s.endDate}`,
    paragraphs: [
      `Hello ${reviewer.name},`,
      `The 360-degree survey “${s.title}” about ${s.subjectName} closes on ${s.endDate}, and we have not had your answers yet.`,
      `Here is a new link: the one in the earlier mail no longer works. It works until ${day(link.expiresAt)}; we will mail a one-time code to this address to confirm it is you.`,
      'If you would rather not answer, open the link and choose “Stop reminders”.',
    ],
    action: { label: 'Give your feedback', url: appLink(SURVEY_REVIEW_LINK_PATH, { token: link.token }) },
  };
};

/** The surveys module's mails rendered when sent, by kind (functions/src/mailer.ts). */
export const surveysMailKinds: Record<string, MailRenderer> = {
  [SURVEY_REVIEW_MAIL]: renderSurveyReviewMail,
  [SURVEY_REVIEW_CODE_MAIL]: renderSurveyReviewCodeMail,
  [SURVEY_REMINDER_MAIL]: renderSurveyReminderMail,
  ...orgSurveyMailKinds,
};
