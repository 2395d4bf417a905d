import { Session } from 'node:inspector/promises';
import { startStack } from '../../packages/local/src/stack';
import { demoLogins } from '../../packages/local/src/seed';
import { getJson } from './http';
import { planningBench } from './planning';
import { riskBench } from './risk';
import { performanceBench } from './performance';
import { auditEngagementBench } from './audit-engagement';

/**
 * `npx tsx tests/bench/profile.ts`: the bench's reads, each called in a loop under the V8 CPU
 * profiler, and where our process spends its time (self time by package and by function). The
 * store runs in its own process, so what shows here is the time beyond the store's.
 */
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const where = (url: string) => {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  const s = /\/(core|functions|packages|tests)\/(.*)$/.exec(url);
  return s ? `${s[1]}/${s[2]}` : url || '(native)';
};

const main = async () => {
  const stack = await startStack({ quiet: true, seed: true });
  process.env.LOG_LEVEL = 'silent';
  try {
    const { findAccountByEmail } = await import('@stratum/core/platform/auth/session-user');
    const api = `${stack.url}/api/v1`;
    const { admin } = demoLogins();
    const res = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const token = ((await res.json()) as { data: { user: { apiToken: string } } }).data.user.apiToken;
    const account = await findAccountByEmail(admin.email);
    const companyId = account!.tenantId!;
    const only = (process.env.PROFILE_ONLY ?? 'planning,risk,perf').split(',');
    const urls: string[] = ['/company/all?limit=50', '/employee/all?limit=50'];
    if (only.includes('planning')) {
      await planningBench({ api, token, companyId });
      urls.push('/corporate-scorecard/get');
    }
    if (only.includes('risk')) {
      const r = await riskBench({ api, token, companyId });
      urls.push(
        '/risk-management/heat-map',
        '/risk-management/all?limit=50&level=Extreme',
        `/risk-management/all?limit=50&categoryId=${r.categoryPage.categoryId}`,
      );
    }
    if (only.includes('perf')) {
      const p = await performanceBench({ api, token, companyId });
      urls.push(
        `/performance-report/scores?annualPlanId=${p.annualPlanId}&quarter=1`,
        `/my-inbox/required-my-actions?annualPlanId=${p.annualPlanId}`,
      );
    }
    if (only.includes('audit') && account?.employeeId) {
      const a = await auditEngagementBench({ api, token, companyId, reviewerId: account.employeeId });
      urls.push(
        '/audit-engagement/my-task?role=reviewer&limit=50',
        `/audit-engagement/papers?engagementId=${a.engagementId}&limit=50`,
      );
    }
    urls.push(...(process.env.PROFILE_URLS ?? '').split(' ').filter(Boolean));
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    for (const url of urls) {
      const call = () => getJson<{ res: string }>(`${api}${url}`, { token });
      const first = await call();
      if (first.res !== 'SUCCESS') {
        console.log(url, JSON.stringify(first).slice(0, 200));
        continue;
      }
      for (let i = 0; i < 5; i++) await call();
      await session.post('Profiler.start');
      const n = 40;
      const t = performance.now();
      for (let i = 0; i < n; i++) await call();
      const ms = (performance.now() - t) / n;
      const { profile } = await session.post('Profiler.stop');
      const nodes = profile.nodes as Node[];
      const self = new Map<number, number>();
      const dt = profile.timeDeltas ?? [];
      profile.samples?.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0) / 1000));
      const byPkg = new Map<string, number>();
      const byFn = new Map<string, number>();
      for (const node of nodes) {
        const t = self.get(node.id) ?? 0;
        const p = where(node.callFrame.url);
        byPkg.set(
          p.split('/').slice(0, 3).join('/'),
          (byPkg.get(p.split('/').slice(0, 3).join('/')) ?? 0) + t,
        );
        const f = `${node.callFrame.functionName || '(anon)'} ${p}:${node.callFrame.lineNumber + 1}`;
        byFn.set(f, (byFn.get(f) ?? 0) + t);
      }
      const top = (m: Map<string, number>, k: number) =>
        [...m.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, k)
          .map(([name, t]) => `    ${(t / n).toFixed(2)} ms  ${name}`)
          .join('\n');
      console.log(
        `\n${url}: ${ms.toFixed(2)} ms per call (wall)\n  by place:\n${top(byPkg, 14)}\n  by function:\n${top(byFn, 22)}`,
      );
    }
  } finally {
    await stack.stop();
  }
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
