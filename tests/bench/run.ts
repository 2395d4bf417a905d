import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { startStack } from '../../packages/local/src/stack';
import { demoLogins } from '../../packages/local/src/seed';
import { join } from 'node:path';
import { REPO_ROOT } from '../../packages/local/src/stack';
import { bundleFigures, bundleTable } from './bundle';
import { lambdaFigures, lambdaTable } from './lambda';
import { holderCtx } from '../support/ctx';
import { EMPLOYEES, orgBench } from './org';
import { ratingBench } from './rating';
import { planningBench } from './planning';
import { riskBench, riskTable } from './risk';
import { auditEngagementBench, auditEngagementTable } from './audit-engagement';
import { auditTrackerBench, auditTrackerTable } from './audit-tracker';
import { auditFollowUpBench, auditFollowUpTable } from './audit-follow-up';
import { auditSurveyBench, auditSurveyTable } from './audit-survey';
import { dashboardBench, dashboardTable } from './dashboard';
import { complianceBench, complianceTable } from './compliance';
import { performanceBench, performanceTable } from './performance';
import { getJson } from './http';
import { opsBench, opsTable } from './ops';
import { surveysBench, surveysTable } from './surveys';
import { fmt, measure, type Stats } from './stats';

/**
 * `npm run bench`: our whole stack (HTTP server → Lambda handler → token check → DynamoDB) beside
 * a raw DynamoDB Local read of the same items, measured in one run on this machine.
 */
const N = Number(process.env.BENCH_N ?? 200);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 50);
/** `BENCH_ONLY=org`: only the sign-in, company and organisation figures (a quicker run). */
const ONLY_ORG = process.env.BENCH_ONLY === 'org';
/** `BENCH_ONLY=audit`: only the audit engagement figures (among the other tenants). */
const ONLY_AUDIT = process.env.BENCH_ONLY === 'audit';
/** `BENCH_ONLY=compliance`: only the compliance figures (5,000 activities among the other tenants). */
const ONLY_COMPLIANCE = process.env.BENCH_ONLY === 'compliance';
/** `BENCH_ONLY=surveys`: only the organisational survey figures (2,000 answers among the other tenants). */
const ONLY_SURVEYS = process.env.BENCH_ONLY === 'surveys';
/** `BENCH_ONLY=dashboard`: only the dashboard's administrator figures (among the other tenants). */
const ONLY_DASHBOARD = process.env.BENCH_ONLY === 'dashboard';

const row = (name: string, ours: Stats, raw: Stats) =>
  `| ${name} | ${fmt(ours.p50)} | ${fmt(ours.p95)} | ${fmt(raw.p50)} | ${fmt(raw.p95)} | ${(ours.p50 / raw.p50).toFixed(2)}× | ${(ours.p95 / raw.p95).toFixed(2)}× |`;

const main = async () => {
  // `npm run bench -- lambda`: only the Lambda bundles and their init (no stack needed).
  if (process.argv[2] === 'lambda') {
    console.log(lambdaTable(await lambdaFigures()));
    return;
  }
  // `npm run bench -- signin`: only the sign-in page's JavaScript (an empty stack serving web/dist).
  if (process.argv[2] === 'signin') {
    const stack = await startStack({ quiet: true, seed: false });
    try {
      console.log(bundleTable(await bundleFigures(stack.url, join(REPO_ROOT, 'web', 'dist')), true));
    } finally {
      await stack.stop();
    }
    return;
  }
  // `npm run bench -- load`: many clients at once, reads and writes mixed (tests/bench/load.ts).
  if (process.argv[2] === 'load') {
    await import('./load');
    return;
  }
  const stack = await startStack({ quiet: true, seed: true });
  process.env.LOG_LEVEL = 'silent';
  try {
    const { documentClient } = await import('@stratum/core/kernel/clients');
    const { config } = await import('@stratum/core/kernel/config');
    const { addCompany } = await import('@stratum/core/organisation');
    const { findAccountByEmail } = await import('@stratum/core/platform/auth/session-user');
    const { owner } = demoLogins();
    const holder = await findAccountByEmail(owner.email);
    if (!holder) throw new Error('no demo owner');
    const ctx = holderCtx(
      { userId: holder.userId, email: owner.email },
      { requestId: 'bench', actorName: 'Bench', tokenId: 'bench' },
    );
    for (let i = 0; i < COMPANIES; i++) {
      await addCompany(
        { ...ctx, now: new Date() },
        {
          companyName: `Bench Company ${i}`,
          eFirstName: 'B',
          eLastName: 'Ench',
          email: `bench${i}@example.com`,
          status: 'Active',
        },
      );
    }

    const api = `${stack.url}/api/v1`;
    const loginBody = JSON.stringify({ email: owner.email, password: owner.password });
    const login = async () => {
      const res = await fetch(`${api}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: loginBody,
      });
      const body = (await res.json()) as { res: string; data: { user: { apiToken: string } } };
      if (body.res !== 'SUCCESS') throw new Error('login failed in bench');
      return body.data.user.apiToken;
    };
    const token = await login();
    const listCompanies = async () => {
      const body = await getJson<{ data: { company_list: unknown[] } }>(`${api}/company/all?limit=50`, {
        token,
      });
      if (body.data.company_list.length !== 50) throw new Error('company/all returned the wrong page');
    };

    const db = documentClient();
    const table = config().TABLE_NAME;
    // The raw reads of the same items: the account a sign-in looks up, and the page of companies.
    const rawAccount = () =>
      db.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': `$stratum#email_${owner.email}` },
        }),
      );
    const rawHolder = () =>
      db.send(
        new GetCommand({
          TableName: table,
          Key: { pk: `$stratum#tenantid_platform`, sk: `$account_1#userid_${holder.userId}` },
        }),
      );
    const rawCompanies = async () => {
      const out = await db.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ScanIndexForward: false,
          Limit: 50,
          ExpressionAttributeValues: { ':pk': '$stratum' },
        }),
      );
      if ((out.Items?.length ?? 0) < 50)
        throw new Error(`raw query read ${out.Items?.length} items: key format changed?`);
    };
    await rawHolder();
    if (!(await rawAccount()).Items?.length)
      throw new Error('raw account query found nothing: key format changed?');

    // The planning read: a corporate scorecard of 300 KPIs in the demo company, as its administrator.
    const { admin } = demoLogins();
    const adminLogin = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const adminToken = ((await adminLogin.json()) as { data: { user: { apiToken: string } } }).data.user
      .apiToken;
    const adminAccount = await findAccountByEmail(admin.email);
    if (!adminAccount?.tenantId) throw new Error('no demo administrator');
    const companyId = adminAccount.tenantId;
    const surveysOf = () =>
      surveysBench({
        api,
        token: adminToken,
        admin: { companyId, userId: adminAccount.userId, employeeId: adminAccount.employeeId ?? null },
      });
    if (ONLY_SURVEYS) {
      console.log('\n' + surveysTable(await surveysOf()));
      return;
    }
    if (ONLY_DASHBOARD) {
      console.log('\n' + dashboardTable(await dashboardBench({ api, token: adminToken, companyId })));
      return;
    }
    if (ONLY_COMPLIANCE) {
      if (!adminAccount.employeeId) throw new Error('the demo administrator has no employee');
      const figures = await complianceBench({
        api,
        token: adminToken,
        companyId,
        employeeId: adminAccount.employeeId,
      });
      console.log('\n' + complianceTable(figures));
      return;
    }
    const audit =
      ONLY_ORG || !adminAccount.employeeId
        ? null
        : await auditEngagementBench({
            api,
            token: adminToken,
            companyId,
            reviewerId: adminAccount.employeeId,
          });
    const tracker = ONLY_ORG ? null : await auditTrackerBench({ api, token: adminToken, companyId });
    const followUp =
      ONLY_ORG || !adminAccount.employeeId
        ? null
        : await auditFollowUpBench({ api, token: adminToken, companyId, leadId: adminAccount.employeeId });
    const auditSurvey =
      ONLY_ORG || !adminAccount.employeeId
        ? null
        : await auditSurveyBench({ api, token: adminToken, companyId, leadId: adminAccount.employeeId });
    if (ONLY_AUDIT) {
      if (audit) console.log('\n' + auditEngagementTable(audit));
      if (tracker) console.log('\n' + auditTrackerTable(tracker));
      if (followUp) console.log('\n' + auditFollowUpTable(followUp));
      if (auditSurvey) console.log('\n' + auditSurveyTable(auditSurvey));
      return;
    }
    const org = await orgBench({ api, holderCtx: ctx, admin: demoLogins().admin, n: EMPLOYEES });
    const planning = ONLY_ORG ? null : await planningBench({ api, token: adminToken, companyId });
    const risk = ONLY_ORG ? null : await riskBench({ api, token: adminToken, companyId });
    const perf = ONLY_ORG ? null : await performanceBench({ api, token: adminToken, companyId });
    const ops = await opsBench({ api, token: adminToken, companyId });

    const loginN = Math.min(N, 100);
    const results = {
      login: { ours: await measure(loginN, login, 5), raw: await measure(loginN, rawAccount) },
      companies: { ours: await measure(N, listCompanies), raw: await measure(N, rawCompanies) },
    };
    console.log(
      `\nStratum bench — ${new Date().toISOString()}, Node ${process.version}, ${COMPANIES + 11} companies, ${org.employees} employees in one\n`,
    );
    console.log('| call | ours p50 | ours p95 | raw p50 | raw p95 | ratio p50 | ratio p95 |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    console.log(
      row(`POST /auth/login (n=${loginN}) vs raw account query`, results.login.ours, results.login.raw),
    );
    console.log(
      row(
        `GET /company/all?limit=50 (n=${N}) vs raw 50-item query`,
        results.companies.ours,
        results.companies.raw,
      ),
    );
    console.log(
      row(
        `GET /employee/all?limit=50 (n=${org.list.ours.n}, ${org.employees} employees) vs raw 50-item query`,
        org.list.ours,
        org.list.raw,
      ),
    );
    console.log(
      row(
        `GET /department/by-parent (n=${org.byParent.ours.n}, ${org.byParent.units} departments) vs raw query`,
        org.byParent.ours,
        org.byParent.raw,
      ),
    );
    console.log('\nAim: company/all, employee/all and department/by-parent within 1.5× the raw store read.');
    console.log('\n' + opsTable(ops));

    const seconds = org.importMs / 1000;
    console.log('\n| import | rows | time | rows/s | items written | items/s |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    console.log(
      `| POST /employee/import-preview (reads only) | ${org.employees} | ${(org.previewMs / 1000).toFixed(2)} s | ${Math.round(org.employees / (org.previewMs / 1000))} | 0 | – |`,
    );
    console.log(
      `| POST /employee/add-bulk | ${org.employees} | ${seconds.toFixed(2)} s | ${Math.round(org.employees / seconds)} | ${org.itemsWritten} | ${Math.round(org.itemsWritten / seconds)} |`,
    );

    if (!planning || !risk || !perf) return;
    console.log('\n' + planning.table);
    console.log('\n' + riskTable(risk));
    console.log('\n' + performanceTable(perf));
    if (audit) console.log('\n' + auditEngagementTable(audit));
    if (tracker) console.log('\n' + auditTrackerTable(tracker));
    if (followUp) console.log('\n' + auditFollowUpTable(followUp));
    if (auditSurvey) console.log('\n' + auditSurveyTable(auditSurvey));
    if (adminAccount.employeeId)
      console.log(
        '\n' +
          complianceTable(
            await complianceBench({ api, token: adminToken, companyId, employeeId: adminAccount.employeeId }),
          ),
      );
    console.log('\n' + surveysTable(await surveysOf()));
    console.log('\n' + dashboardTable(await dashboardBench({ api, token: adminToken, companyId })));
    console.log('\n' + (await ratingBench()));

    console.log('\n' + bundleTable(await bundleFigures(stack.url, join(REPO_ROOT, 'web', 'dist'))));
    console.log('\n' + lambdaTable(await lambdaFigures()));
  } finally {
    await stack.stop();
  }
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
