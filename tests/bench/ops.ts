import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { getJson } from './http';
import { fmt, measure, type Stats } from './stats';

/**
 * The operations part of the bench: the reads an administrator makes while mail and jobs run —
 * Settings → Mails (`company/mails`, a page of 50 of MAILS mails) and an import's progress
 * (`employee/import-job`, polled every second while an import runs) — each beside a raw DynamoDB
 * Local read of the same items. The mails and the job are written straight through core's
 * entities (as sent mails and a committed job, so the sender and the recovery step leave them be).
 */
const MAILS = 500;
const N = Number(process.env.BENCH_N ?? 200);

export interface OpsFigures {
  mails: { ours: Stats; raw: Stats; total: number };
  job: { ours: Stats; raw: Stats };
}

export const opsBench = async (opts: {
  api: string;
  token: string;
  companyId: string;
}): Promise<OpsFigures> => {
  const { db } = await import('@stratum/core/db');
  const { documentClient } = await import('@stratum/core/kernel/clients');
  const { config } = await import('@stratum/core/kernel/config');
  const { newId } = await import('@stratum/core/kernel/ids');
  const { companyId } = opts;
  const now = Date.now();

  const mails = Array.from({ length: MAILS }, (_, i) => ({
    companyId,
    mailId: newId(),
    kind: 'message',
    to: `person${i}@acme.example`,
    subject: `Bench mail ${i}`,
    content: { paragraphs: ['A mail the bench wrote.'] },
    state: 'sent' as const,
    nextAttemptAt: now,
    attempts: 1,
    queuedAt: new Date(now).toISOString(),
    sentAt: new Date(now).toISOString(),
    requestedBy: 'bench',
  }));
  for (let i = 0; i < mails.length; i += 25)
    await db()
      .entities.outboxMail.put(mails.slice(i, i + 25))
      .go();

  const jobId = newId();
  await db()
    .entities.job.create({
      companyId,
      jobId,
      kind: 'employee-import',
      state: 'committed',
      total: 2000,
      done: 2000,
      parts: 20,
      ownerUserId: 'bench',
      ownerName: 'Bench',
      label: 'people.csv',
      leaseUntil: new Date(now).toISOString(),
      finishedAt: new Date(now).toISOString(),
      createdAt: new Date(now).toISOString(),
      updatedAt: new Date(now).toISOString(),
    })
    .go();

  const headers = { token: opts.token };
  const table = config().TABLE_NAME;
  const raw = documentClient();
  const pk = `$stratum#companyid_${companyId.toLowerCase()}`;

  const oursMails = async () => {
    const body = await getJson<{ data: { list: unknown[] } }>(`${opts.api}/company/mails?limit=50`, headers);
    if (body.data.list.length !== 50) throw new Error('company/mails returned the wrong page');
  };
  const rawMails = async () => {
    const out = await raw.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk and begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': pk, ':sk': '$outboxmail_1' },
        ScanIndexForward: false,
        Limit: 50,
      }),
    );
    if ((out.Items?.length ?? 0) < 50)
      throw new Error('raw mail query read too few items: key format changed?');
  };
  const oursJob = async () => {
    const body = await getJson<{ res: string }>(`${opts.api}/employee/import-job?id=${jobId}`, headers);
    if (body.res !== 'SUCCESS') throw new Error('employee/import-job failed');
  };
  const rawJob = async () => {
    const out = await raw.send(
      new GetCommand({ TableName: table, Key: { pk, sk: `$job_1#jobid_${jobId.toLowerCase()}` } }),
    );
    if (!out.Item) throw new Error('raw job read found nothing: key format changed?');
  };

  return {
    mails: { ours: await measure(N, oursMails), raw: await measure(N, rawMails), total: MAILS },
    job: { ours: await measure(N, oursJob), raw: await measure(N, rawJob) },
  };
};

const row = (name: string, ours: Stats, raw: Stats) =>
  `| ${name} | ${fmt(ours.p50)} | ${fmt(ours.p95)} | ${fmt(raw.p50)} | ${fmt(raw.p95)} | ${(ours.p50 / raw.p50).toFixed(2)}× | ≤ 2× |`;

export const opsTable = (f: OpsFigures): string =>
  [
    '| operations read | ours p50 | ours p95 | raw p50 | raw p95 | ratio p50 | aim |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    row(
      `GET /company/mails?limit=50 (${f.mails.total} mails) vs raw 50-item query`,
      f.mails.ours,
      f.mails.raw,
    ),
    row('GET /employee/import-job vs raw get of the job', f.job.ours, f.job.raw),
  ].join('\n');
