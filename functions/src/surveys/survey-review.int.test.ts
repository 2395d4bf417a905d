import {
  LINK_REFUSED,
  type TSurvey,
  type TSurveyReport,
  type TSurveyReviewRow,
  type TSurveyReviewForm,
  type TSurveyScale,
} from '@stratum/contracts';
import { config } from '@stratum/core/kernel/config';
import { readLinkToken, signLinkToken } from '@stratum/core/kernel/link-tokens';
import { db } from '@stratum/core/db';
import { LEASE_MS } from '@stratum/core/kernel/job-rules';
import { runJob } from '@stratum/core/kernel/jobs';
import { queueSurveyShare, surveyShareJob } from '@stratum/core/surveys';
import { adminCtx } from '../../../tests/support/ctx';
import { recover } from '../jobs';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply, type Session } from '../../../tests/support/api';
import { pdfText, sheetRows } from '../../../tests/support/exports';
import { latestMailTo, sentMail } from '../../../tests/support/mail';
import {
  mailedSurveyCode,
  mailedSurveyLink,
  shareAndWait,
  surveyLinkIn,
} from '../../../tests/support/surveys';
import { makeTenant, ownerSession, recordEmployee, unique, type Tenant } from '../../../tests/support/world';
import { sendReminders } from '../reminders';

let owner: Session;
let a: Tenant;

const POINTS = [1, 2, 3, 4, 5].map((value) => ({ value, label: `Point ${value}` }));
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const admin = <T>(action: string, body: Record<string, unknown>) =>
  post<{ item: T }>(`/degree-360/${action}`, body, a.admin.token);

const ok = <T>(r: Reply<{ item: T }>): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.item;
};

const refused = (r: Reply) => {
  expect(r.status, r.body.err_msg).toBe(401);
  expect(r.body.err_msg).toBe(LINK_REFUSED);
};

interface Reviewer {
  relationship: string;
  email: string;
  link: string;
}

/** A survey of the tenant's employee, shared with a manager, three peers and an outside reviewer. */
const sharedSurvey = async () => {
  const { withReviewers, emails } = await surveyWithReviewers();
  const { item: shared } = await shareAndWait(a.admin.token, {
    id: withReviewers.id,
    version: withReviewers.version,
  });
  const reviewers: Reviewer[] = [];
  for (const [relationship, email] of [
    ['manager', emails.manager],
    ...emails.peers.map((e) => ['peer', e]),
    ['outside', emails.outside],
  ] as const)
    reviewers.push({ relationship, email, link: await mailedSurveyLink(email) });
  return { survey: shared, reviewers };
};

/** The survey of `sharedSurvey` with its five reviewers added, not shared yet. */
const surveyWithReviewers = async () => {
  const scale = ok<{ id: string }>(await admin('add-scale', { name: unique('Scale'), points: POINTS }));
  const competency = ok<{ id: string }>(await admin('add-competency', { name: unique('Delivery') }));
  ok(await admin('add-question', { competencyId: competency.id, text: 'Delivers on time' }));
  ok(await admin('add-question', { competencyId: competency.id, text: 'Keeps people informed' }));
  const survey = ok<TSurvey>(
    await admin('add-survey', {
      title: unique('360'),
      subjectId: a.employee.employeeId,
      scaleId: scale.id,
      competencyIds: [competency.id],
      startDate: dayOffset(-1),
      endDate: dayOffset(14),
    }),
  );
  const emails = {
    manager: `${unique('manager')}@example.com`,
    peers: [1, 2, 3].map((i) => `${unique(`peer${i}`)}@example.com`),
    outside: `${unique('outside')}@partner.example.com`,
  };
  const manager = await recordEmployee(a.admin.token, emails.manager);
  const peers = await Promise.all(emails.peers.map((e) => recordEmployee(a.admin.token, e)));
  const withReviewers = ok<TSurvey>(
    await admin('add-reviewers', {
      id: survey.id,
      version: survey.version,
      reviewers: [
        { relationship: 'manager', employeeId: manager },
        ...peers.map((employeeId) => ({ relationship: 'peer', employeeId })),
        { relationship: 'outside', name: 'Olga Outside', email: emails.outside },
      ],
    }),
  );
  return { withReviewers, emails };
};

const review = <T>(action: string, body: Record<string, unknown>, link: string) =>
  action === 'open' || action === 'get'
    ? get<T>(`/survey-review/${action}`, body as never, link)
    : post<T>(`/survey-review/${action}`, body, link);

/** What a reviewer does: open the link, get the code mailed, enter it, answer every question. */
const answer = async (survey: TSurvey, r: Reviewer, value: number, comment = '') => {
  const opened = await review<{ surveyId: string; emailHint: string }>('open', {}, r.link);
  expect(opened.status, opened.body.err_msg).toBe(200);
  expect(opened.body.data.surveyId).toBe(survey.id);
  const sent = await review<{ sentTo: string }>('send-code', { surveyId: survey.id }, r.link);
  expect(sent.status, sent.body.err_msg).toBe(200);
  const code = await mailedSurveyCode(r.email);
  const auth = await review('authenticate', { surveyId: survey.id, code }, r.link);
  expect(auth.status, auth.body.err_msg).toBe(200);
  const form = await review<{ item: TSurveyReviewForm }>('get', { surveyId: survey.id }, r.link);
  expect(form.status, form.body.err_msg).toBe(200);
  const questions = form.body.data.item.items.flatMap((i) => i.questions);
  const done = await review(
    'submit',
    { surveyId: survey.id, answers: questions.map((q) => ({ questionId: q.questionId, value })), comment },
    r.link,
  );
  expect(done.status, done.body.err_msg).toBe(200);
};

const report = async (surveyId: string, token = a.admin.token) =>
  ok(await get<{ item: TSurveyReport }>('/degree-360/survey-report', { id: surveyId }, token));

/** The report as Excel (its rows) and as PDF (its text, one string): the files the screen offers. */
const reportFiles = async (surveyId: string) => {
  const fetchFile = async (format: 'xlsx' | 'pdf') => {
    const r = await get<{ url: string }>(
      '/degree-360/export-report',
      { id: surveyId, format },
      a.admin.token,
    );
    expect(r.status, r.body.err_msg).toBe(200);
    const file = await fetch(r.body.data.url);
    expect(file.status).toBe(200);
    return file.arrayBuffer();
  };
  return {
    rows: await sheetRows(await fetchFile('xlsx')),
    pdf: (await pdfText(await fetchFile('pdf'))).flat().join('\n'),
  };
};

/** The survey's row of the degree-360 reviews report. */
const reviewRow = async (surveyId: string) => {
  const r = await get<{ list: TSurveyReviewRow[] }>(
    '/degree-360/reviews-report',
    { limit: 200 },
    a.admin.token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.list.find((x) => x.id === surveyId);
};

beforeAll(async () => {
  owner = await ownerSession();
  a = await makeTenant(owner, 'review-a');
  const r = await post(
    '/module/update',
    { companyId: a.companyId, moduleKey: 'surveys', enabled: true },
    owner.token,
  );
  expect(r.status).toBe(200);
});

describe('answering from the mailed link, with no account', () => {
  it('needs the mailed code first, takes every answer once, and spends the link', async () => {
    const { survey, reviewers } = await sharedSurvey();
    const outside = reviewers.find((r) => r.relationship === 'outside')!;
    // The questions are not shown before the code.
    const early = await review('get', { surveyId: survey.id }, outside.link);
    expect(early.status).toBe(403);
    await review('send-code', { surveyId: survey.id }, outside.link);
    const wrong = await review('authenticate', { surveyId: survey.id, code: '000000' }, outside.link);
    // (a one-in-a-million chance this is the code)
    expect(wrong.status).toBe(422);
    expect(wrong.body.err_msg).toMatch(/not right/);
    const code = await mailedSurveyCode(outside.email);
    expect((await review('authenticate', { surveyId: survey.id, code }, outside.link)).status).toBe(200);
    const form = await review<{ item: TSurveyReviewForm }>('get', { surveyId: survey.id }, outside.link);
    const questions = form.body.data.item.items.flatMap((i) => i.questions);
    expect(questions.map((q) => q.text)).toEqual(['Delivers on time', 'Keeps people informed']);
    const partial = await review(
      'submit',
      { surveyId: survey.id, answers: [{ questionId: questions[0]!.questionId, value: 4 }] },
      outside.link,
    );
    expect(partial.status).toBe(422);
    expect(partial.body.err_msg).toMatch(/answer every question: 1 is still open/);
    const offScale = await review(
      'submit',
      { surveyId: survey.id, answers: questions.map((q) => ({ questionId: q.questionId, value: 9 })) },
      outside.link,
    );
    expect(offScale.body.err_msg).toMatch(/not a point of this survey’s scale/);
    const all = questions.map((q) => ({ questionId: q.questionId, value: 4 }));
    const done = await review(
      'submit',
      { surveyId: survey.id, answers: all, comment: 'Solid' },
      outside.link,
    );
    expect(done.status, done.body.err_msg).toBe(200);
    // Used: the link opens nothing any more.
    refused(await review('submit', { surveyId: survey.id, answers: all }, outside.link));
    refused(await review('open', {}, outside.link));
    const after = ok(
      await get<{ item: TSurvey }>('/degree-360/get-survey', { id: survey.id }, a.admin.token),
    );
    expect(after.reviewers.find((r) => r.email === outside.email)?.state).toBe('Answered');
    expect(after.answered).toBe(1);
  });

  it('refuses forged, expired and other surveys’ links, and a closed survey’s answers', async () => {
    const first = await sharedSurvey();
    const second = await sharedSurvey();
    const peer = first.reviewers.find((r) => r.relationship === 'peer')!;
    // A link for one survey answers nothing of another.
    refused(await review('get', { surveyId: second.survey.id }, peer.link));
    refused(await review('send-code', { surveyId: second.survey.id }, peer.link));
    // Forged and expired links.
    const key = config().LINK_TOKEN_SECRET!;
    const claims = readLinkToken(peer.link, key)!;
    refused(await review('open', {}, signLinkToken(claims, 'y'.repeat(64))));
    refused(await review('open', {}, signLinkToken({ ...claims, expiresAt: Date.now() - 1000 }, key)));
    refused(await review('open', {}, `${peer.link.slice(0, -3)}AAA`));
    // A closed survey takes no answers: the server decides from the dates.
    const s = ok(
      await get<{ item: TSurvey }>('/degree-360/get-survey', { id: first.survey.id }, a.admin.token),
    );
    ok(
      await admin('update-survey', {
        id: s.id,
        version: s.version,
        title: s.title,
        startDate: dayOffset(-10),
        endDate: dayOffset(-1),
      }),
    );
    await review('send-code', { surveyId: s.id }, peer.link);
    const code = await mailedSurveyCode(peer.email);
    await review('authenticate', { surveyId: s.id, code }, peer.link);
    const form = await review<{ item: TSurveyReviewForm }>('get', { surveyId: s.id }, peer.link);
    const answers = form.body.data.item.items
      .flatMap((i) => i.questions)
      .map((q) => ({ questionId: q.questionId, value: 3 }));
    const late = await review('submit', { surveyId: s.id, answers }, peer.link);
    expect(late.status).toBe(422);
    expect(late.body.err_msg).toMatch(/closed on/);
  });
});

describe('anonymity: results per rater group only from three answers (self and manager exempt)', () => {
  it('leaves the peers out until the third peer answered, and no route returns an answer below it', async () => {
    const { survey, reviewers } = await sharedSurvey();
    const [manager, p1, p2, p3, outside] = reviewers as [Reviewer, Reviewer, Reviewer, Reviewer, Reviewer];
    await answer(survey, manager, 5, 'Manager says well done');
    await answer(survey, p1, 2, 'Peer one remark');
    await answer(survey, p2, 3, 'Peer two remark');
    await answer(survey, outside, 1, 'Outside remark');

    const below = await report(survey.id);
    expect(below.groups).toEqual([
      { group: 'manager', answered: 1, shown: true },
      { group: 'peer', answered: 2, shown: false },
      { group: 'outside', answered: 1, shown: false },
    ]);
    expect(below.competencies[0]!.scores).toEqual([{ group: 'manager', average: 5 }]);
    expect(below.comments).toEqual([{ group: 'manager', text: 'Manager says well done' }]);
    // No route carries a below-threshold answer: not the report, not the survey, not the list.
    const everything = JSON.stringify([
      below,
      await get('/degree-360/get-survey', { id: survey.id }, a.admin.token),
      await get('/degree-360/all-surveys', {}, a.admin.token),
      await report(survey.id, a.employee.token),
    ]);
    for (const secret of [
      'Peer one remark',
      'Peer two remark',
      'Outside remark',
      '"scores":[{"group":"peer"',
    ])
      expect(everything).not.toContain(secret);

    // Nor does a file of it, nor the reviews report: the same groups, left out the same way.
    const files = await reportFiles(survey.id);
    expect(files.rows).toContainEqual(['Competency', 'Manager']);
    expect(files.rows).toContainEqual(['Peers', 2, 'Left out: fewer than 3 answered']);
    expect(files.rows).toContainEqual(['Outside reviewers', 1, 'Left out: fewer than 3 answered']);
    // the peers' scores (2, 3) and the outside one's (1) are in no cell
    const scores = files.rows.slice(
      files.rows.findIndex((r) => r[0] === 'Competency'),
      files.rows.findIndex((r) => r[0] === 'Group'),
    );
    expect(
      scores
        .slice(1)
        .filter((r) => r.length > 1)
        .map((r) => r.slice(1)),
    ).toEqual([[5]]);
    for (const secret of ['Peer one remark', 'Peer two remark', 'Outside remark']) {
      expect(JSON.stringify(files.rows)).not.toContain(secret);
      expect(files.pdf).not.toContain(secret);
    }
    expect(files.pdf).toContain('Manager says well done');
    expect(await reviewRow(survey.id)).toMatchObject({ overall: 5, overallOf: ['manager'] });
    const subjectFile = await get(
      '/degree-360/export-report',
      { id: survey.id, format: 'xlsx' } as never,
      a.employee.token,
    );
    expect(subjectFile.status, subjectFile.body.err_msg).toBe(200);

    // A resend goes only to those who have not answered.
    const before = (await sentMail()).length;
    const s = ok(await get<{ item: TSurvey }>('/degree-360/get-survey', { id: survey.id }, a.admin.token));
    await shareAndWait(a.admin.token, { id: s.id, version: s.version, resend: true });
    // (other files' tests share the mail store: count only this survey's reviewers' mail)
    const addressed = new Set(s.reviewers.map((r) => r.email));
    const resent = (await sentMail())
      .slice(before)
      .flatMap((m) => m.destination.to)
      .filter((to) => addressed.has(to));
    expect(resent).toEqual([p3.email]);
    const fresh = await mailedSurveyLink(p3.email);

    await answer(survey, { ...p3, link: fresh }, 4, 'Peer three remark');
    const at = await report(survey.id);
    expect(at.groups.find((g) => g.group === 'peer')).toEqual({ group: 'peer', answered: 3, shown: true });
    expect(at.competencies[0]!.scores).toEqual([
      { group: 'manager', average: 5 },
      { group: 'peer', average: 3 },
    ]);
    expect(at.comments.map((c) => c.text)).toEqual([
      'Manager says well done',
      'Peer one remark',
      'Peer three remark',
      'Peer two remark',
    ]);
    expect(JSON.stringify(at)).not.toContain('Outside remark');
    const after = await reportFiles(survey.id);
    expect(after.rows).toContainEqual(['Competency', 'Manager', 'Peers']);
    expect(after.rows).toContainEqual(['Peers', 'Peer three remark']);
    expect(JSON.stringify(after.rows)).not.toContain('Outside remark');
    expect(after.pdf).not.toContain('Outside remark');
    // manager 5, 5 and the peers' 2, 2, 3, 3, 4, 4: 3.5 — the outside reviewer's 1 is not in it
    expect(await reviewRow(survey.id)).toMatchObject({ overall: 3.5, overallOf: ['manager', 'peer'] });
  });

  it('lets the subject, who administers nothing, read their own report', async () => {
    const { survey, reviewers } = await sharedSurvey();
    expect((await report(survey.id, a.employee.token)).id).toBe(survey.id);
    const setUp = await get('/degree-360/all-scales', {}, a.employee.token);
    expect(setUp.status).toBe(403);

    // "My 360 feedback" lists it once enough have answered for a report to say something.
    const mine = async (token = a.employee.token) => {
      const r = await get<{ list: { id: string; answered: number }[] }>('/degree-360/my-surveys', {}, token);
      expect(r.status, r.body.err_msg).toBe(200);
      return r.body.data.list;
    };
    expect((await mine()).map((s) => s.id)).not.toContain(survey.id);
    for (const [i, r] of reviewers
      .filter((x) => x.relationship !== 'outside')
      .slice(0, 3)
      .entries())
      await answer(survey, r, 3 + (i % 2));
    expect((await mine()).find((s) => s.id === survey.id)).toMatchObject({ answered: 3 });
    // only ever the caller's own: the administrator who set it up is not its subject
    expect((await mine(a.admin.token)).map((s) => s.id)).not.toContain(survey.id);

    // Answered feedback is not thrown away by a delete: the survey is ended instead.
    const s = ok(await get<{ item: TSurvey }>('/degree-360/get-survey', { id: survey.id }, a.admin.token));
    const kept = await admin('delete-survey', { id: s.id, version: s.version });
    expect(kept.status, kept.body.err_msg).toBe(422);
    expect(kept.body.err_msg).toMatch(/3 reviewers have answered: a survey with answers cannot be deleted/);
    expect((await report(survey.id)).groups.find((g) => g.group === 'peer')?.answered).toBe(2);
  });
});

describe('a share undone after its runner died three times (docs/surveys.md "360-degree surveys")', () => {
  it('keeps a reviewer who answered from its mail Answered, their answer counting; the others are Added again', async () => {
    const { withReviewers: survey, emails } = await surveyWithReviewers();
    const ctx = adminCtx({ ...a.admin, companyId: a.companyId });
    const queued = await queueSurveyShare(ctx, { id: survey.id, version: survey.version }, { batchSize: 2 });
    const ref = { companyId: a.companyId, jobId: queued.jobId };
    // the first runner writes one batch of 2 (their mails queued), then dies holding the job
    expect(await runJob(surveyShareJob, ref, { abandonAfter: 1 })).toBe('abandoned');
    const partWay = ok<TSurvey>(
      await get<{ item: TSurvey }>('/degree-360/get-survey', { id: survey.id }, a.admin.token),
    );
    const mailed = partWay.reviewers.filter((r) => r.state === 'Sent');
    expect(mailed).toHaveLength(2);
    // one of them answers from the mail before anything else happens
    const first = mailed[0]!;
    const who: Reviewer = {
      relationship: first.relationship,
      email: first.email,
      link: await mailedSurveyLink(first.email),
    };
    await answer(partWay, who, 4, 'Answered before the share was taken back');
    // two more runners die at once, the fourth attempt undoes the share
    const at = (n: number) => new Date(Date.now() + n * (LEASE_MS + 60_000));
    for (const n of [1, 2])
      expect(await runJob(surveyShareJob, ref, { now: () => at(n), abandonAfter: 0 })).toBe('abandoned');
    expect((await recover({ now: at(3) })).filter((x) => x.jobId === queued.jobId)).toEqual([
      { ...ref, outcome: 'undone' },
    ]);
    const after = ok<TSurvey>(
      await get<{ item: TSurvey }>('/degree-360/get-survey', { id: survey.id }, a.admin.token),
    );
    expect(after.sharing).toBeNull();
    expect(after.answered).toBe(1);
    expect(after.reviewers.map((r) => [r.email, r.state]).sort()).toEqual(
      [emails.manager, ...emails.peers, emails.outside]
        .map((e) => [e, e === first.email ? 'Answered' : 'Added'])
        .sort(),
    );
    // shared again, the one who answered is not mailed again; the answer still counts
    const { item: again } = await shareAndWait(a.admin.token, { id: survey.id, version: after.version });
    expect(again.answered).toBe(1);
    expect(again.reviewers.filter((r) => r.state === 'Sent')).toHaveLength(4);
    expect(again.reviewers.find((r) => r.email === first.email)?.state).toBe('Answered');
  });
});

describe('deleting a survey', () => {
  it('deletes one nobody answered, withdraws its reviewers’ links and frees its set-up', async () => {
    const { survey, reviewers } = await sharedSurvey();
    const stale = await admin('delete-survey', { id: survey.id, version: survey.version - 1 });
    expect(stale.status, stale.body.err_msg).toBe(409);
    const byEmployee = await post(
      '/degree-360/delete-survey',
      { id: survey.id, version: survey.version },
      a.employee.token,
    );
    expect(byEmployee.status).toBe(403);

    const gone = ok<{ id: string }>(await admin('delete-survey', { id: survey.id, version: survey.version }));
    expect(gone.id).toBe(survey.id);
    const read = await get('/degree-360/get-survey', { id: survey.id }, a.admin.token);
    expect(read.status).toBe(404);
    const rows = await get<{ list: { id: string }[] }>('/degree-360/all-surveys', {}, a.admin.token);
    expect(rows.body.data.list.map((r) => r.id)).not.toContain(survey.id);
    // every mailed link is refused like any bad link
    for (const r of reviewers) refused(await review('open', {}, r.link));
    // the scale it used may be deleted now: its use was given back
    const scales = await get<{ list: TSurveyScale[] }>('/degree-360/all-scales', {}, a.admin.token);
    const scale = scales.body.data.list.find((l) => l.id === survey.scaleId)!;
    expect(scale.useCount).toBe(0);
    const freed = await admin('delete-scale', { id: survey.scaleId, version: scale.version });
    expect(freed.status, freed.body.err_msg).toBe(200);
  });
});

describe('reminders to reviewers who have not answered', () => {
  it('mails each one once before the end date with a fresh link; an outside reviewer stops them from the link', async () => {
    const { survey, reviewers } = await sharedSurvey();
    const [manager, p1, p2, p3] = reviewers;
    const outside = reviewers.find((r) => r.relationship === 'outside')!;
    await answer(survey, manager!, 5);
    const stopped = await review<{ remindersOff: boolean }>(
      'stop-reminders',
      { surveyId: survey.id },
      outside.link,
    );
    expect(stopped.status, stopped.body.err_msg).toBe(200);
    // someone else's survey id with this link is refused like any bad link
    refused(
      await review('stop-reminders', { surveyId: a.companyId.padEnd(26, '0').slice(0, 26) }, outside.link),
    );

    const reminders = async () =>
      (await db().entities.outboxMail.query.byCompany({ companyId: a.companyId }).go({ pages: 'all' })).data
        .filter(
          (m) =>
            m.kind === 'survey-review-reminder' && (m.data as { surveyId: string }).surveyId === survey.id,
        )
        .map((m) => m.to)
        .sort();
    // the survey ends in 14 days; the default lead time is 3: nothing yet
    await sendReminders({ companyId: a.companyId });
    expect(await reminders()).toEqual([]);
    const soon = new Date(Date.now() + 12 * 86_400_000);
    await Promise.all([
      sendReminders({ companyId: a.companyId, now: soon }),
      sendReminders({ companyId: a.companyId, now: soon }),
    ]);
    await sendReminders({ companyId: a.companyId, now: soon });
    expect(await reminders()).toEqual([p1!.email, p2!.email, p3!.email].sort());

    // the reminder carries a fresh link; the one mailed before no longer opens the survey
    // (queued for the run's day, 12 days ahead: bring them due now, as that day would)
    const queued = (
      await db().entities.outboxMail.query.byCompany({ companyId: a.companyId }).go({ pages: 'all' })
    ).data.filter((m) => m.kind === 'survey-review-reminder');
    for (const m of queued)
      await db()
        .entities.outboxMail.patch({ companyId: m.companyId, mailId: m.mailId })
        .set({ state: 'queued', nextAttemptAt: Date.now() })
        .go();
    const mail = await latestMailTo(p1!.email, /^Reminder: your feedback on/);
    expect(mail.body.text).toContain('Stop reminders');
    const fresh = surveyLinkIn(mail);
    expect(fresh).not.toBe(p1!.link);
    refused(await review('open', {}, p1!.link));
    await answer(survey, { ...p1!, link: fresh }, 4);
  });
});
