import { ZEmail } from '@stratum/contracts';
import { db } from '../../../db';
import { loadUnits } from '../../hierarchy/unit-store';
import { employeeEmailScope, employeeNumberScope, numberKey } from '../claims';
import { fullNameOf } from '../derive';
import type { CheckRow, Holder, Known } from './check-rows';
import { supervisorRef } from './check-rows';

/** Batch reads run this many requests of 100 keys at once. */
const READS_AT_ONCE = 4;

/** Every item of a batch get, asking again for keys DynamoDB left unprocessed. */
export const getAll = async <K, T>(
  keys: K[],
  get: (keys: K[]) => { go(o: { concurrent: number }): Promise<{ data: T[]; unprocessed: unknown[] }> },
): Promise<T[]> => {
  const out: T[] = [];
  let pending = keys;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** Math.min(attempt, 6)));
    if (attempt > 10) throw new Error(`batch get: ${pending.length} keys still unprocessed`);
    const { data, unprocessed } = await get(pending).go({ concurrent: READS_AT_ONCE });
    out.push(...data);
    pending = unprocessed as K[];
  }
  return out;
};

/**
 * What the rows are checked against, read in a few batch reads: the units, and the employees who
 * hold the rows' emails and numbers or are named as supervisors (through the uniqueness claims,
 * which also cover deactivated employees: their email stays taken).
 */
export const gatherKnown = async (companyId: string, rows: readonly CheckRow[]): Promise<Known> => {
  const emails = new Set<string>();
  const numbers = new Set<string>();
  for (const r of rows) {
    const email = ZEmail.safeParse(r.email);
    if (email.success) emails.add(email.data);
    if (r.employeeNumber) numbers.add(numberKey(r.employeeNumber));
    if (r.supervisor) {
      const ref = supervisorRef(r.supervisor);
      if ('email' in ref) emails.add(ref.email);
      else numbers.add(ref.number);
    }
  }
  const emailScope = employeeEmailScope(companyId);
  const numberScope = employeeNumberScope(companyId);
  const [units, claims] = await Promise.all([
    loadUnits(companyId),
    getAll(
      [
        ...[...emails].map((value) => ({ scope: emailScope, value })),
        ...[...numbers].map((value) => ({ scope: numberScope, value })),
      ],
      (keys) => db().entities.unique.get(keys),
    ),
  ]);
  const owners = await getAll(
    [...new Set(claims.map((c) => c.ownerId))].map((employeeId) => ({ companyId, employeeId })),
    (keys) => db().entities.employee.get(keys),
  );
  const holders = new Map<string, Holder>(
    owners.map((e) => [e.employeeId, { employeeId: e.employeeId, name: fullNameOf(e), status: e.status }]),
  );
  const holderOf = (ownerId: string): Holder =>
    holders.get(ownerId) ?? { employeeId: ownerId, name: 'Another employee', status: 'Inactive' };
  const byEmail = new Map<string, Holder>();
  const byNumber = new Map<string, Holder>();
  for (const c of claims) (c.scope === emailScope ? byEmail : byNumber).set(c.value, holderOf(c.ownerId));
  return { units, byEmail, byNumber };
};
