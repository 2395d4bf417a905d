import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  type RouteDef,
  type TErrorCode,
  type TFailedEnvelope,
} from '@stratum/contracts';
import type { Ctx, PublicCtx } from '@stratum/core/kernel/ctx';
import { PLATFORM_TENANT } from '@stratum/core/kernel/entity';
import { AppError } from '@stratum/core/kernel/errors';
import { claimKey, keepOutcome, type KeyId } from '@stratum/core/kernel/idempotency';
import { inRequestScope, requestScope } from '@stratum/core/kernel/request-scope';
import { createHash } from 'node:crypto';
import type { UploadedFile } from './bind';
import { log } from './log';

/** An answer as the router sends it: a status and an envelope. */
export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** How far ahead of the function's own limit a request gives up and cancels its calls. */
const marginMs = (remaining: number): number => Math.min(1000, Math.floor(remaining / 5));

/**
 * Runs one request with a deadline (ARCHITECTURE §4): its AWS calls are cancelled a little before
 * the function's limit, so it answers "outcome not known" itself rather than being cut off, and
 * none of its calls runs on after the answer. `deadline` is when that happens (epoch ms). The
 * request runs as `principal`, its family: it may call what that family's function is granted.
 */
export const withDeadline = <T>(
  principal: string,
  remainingMs: number | undefined,
  run: (deadline: number) => Promise<T>,
): Promise<T> => {
  if (remainingMs === undefined) return inRequestScope({ principal }, () => run(Number.POSITIVE_INFINITY));
  const wait = Math.max(0, remainingMs - marginMs(remainingMs));
  return inRequestScope({ principal, signal: AbortSignal.timeout(wait) }, () => run(Date.now() + wait));
};

const KEY = /^[A-Za-z0-9._:-]{8,128}$/;

/** The key a write carries: none, or one of 8–128 letters, digits and `._:-` (a UUID fits). */
const keyOf = (headers: Record<string, string | undefined>): string | undefined => {
  const raw = headers[IDEMPOTENCY_HEADER]?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!KEY.test(raw)) {
    throw new AppError(
      'BAD_REQUEST',
      `${IDEMPOTENCY_HEADER}: use 8 to 128 letters, digits or . _ : - (a UUID per action)`,
    );
  }
  return raw;
};

/** The same call sent again has the same fingerprint; any other input or file does not. */
const fingerprintOf = (input: unknown, file: UploadedFile | undefined): string => {
  const hash = createHash('sha256').update(JSON.stringify(input ?? null));
  if (file) hash.update('\0').update(file.filename).update('\0').update(file.content);
  return hash.digest('base64url');
};

const failed = (status: number, code: TErrorCode, err_msg: string): Answer => ({
  status,
  body: { res: 'FAILED', data: { code }, err_msg } satisfies TFailedEnvelope,
});

export interface KeyedCall {
  route: RouteDef;
  ctx: Ctx | PublicCtx;
  headers: Record<string, string | undefined>;
  input: unknown;
  file: UploadedFile | undefined;
  requestId: string;
  /** when this request gives up (withDeadline) */
  deadline: number;
}

/**
 * Answers a write at most once per Idempotency-Key (ARCHITECTURE §4). The key is held under the
 * caller's company and person, so nobody else's key can replay their answer. The first known
 * outcome — a success or a refusal (4xx) — is kept for a day and replayed; an unknown one
 * (a 5xx: a timeout, a store that did not answer) is not, and a retry after the first request
 * gave up runs again safely: the first request's change, should it land late, carries the key's
 * fence and so either marks the key committed (the retry is told so) or is refused (the retry
 * took the key first). A read, a public call or a call without a key runs as it is.
 */
export const idempotent = async (
  call: KeyedCall,
  run: () => Promise<Answer>,
  describe: (error: unknown) => { status: number; body: unknown },
): Promise<Answer> => {
  const key = call.route.mutates && call.route.access !== 'public' ? keyOf(call.headers) : undefined;
  if (!key || !('userId' in call.ctx)) return run();
  const id: KeyId = { companyId: call.ctx.companyId ?? PLATFORM_TENANT, userId: call.ctx.userId, key };
  const claim = await claimKey(id, {
    route: `${call.route.method} ${call.route.path}`,
    fingerprint: fingerprintOf(call.input, call.file),
    owner: call.requestId,
    leaseUntil: Number.isFinite(call.deadline) ? call.deadline : call.ctx.now.getTime() + 30_000,
    now: new Date(),
  });
  switch (claim.kind) {
    case 'replay':
      return {
        status: claim.status,
        body: JSON.parse(claim.answer) as unknown,
        headers: { [IDEMPOTENT_REPLAY_HEADER]: 'true' },
      };
    case 'committed':
      // The change landed after its request had given up: done, but its answer was never made.
      return {
        status: 200,
        body: { res: 'SUCCESS', data: null, err_msg: '' },
        headers: { [IDEMPOTENT_REPLAY_HEADER]: 'committed' },
      };
    case 'running':
      return failed(
        409,
        'CONFLICT',
        'An earlier request with this Idempotency-Key is still running, so its outcome is not known yet. Retry with the same key in a moment.',
      );
    case 'mismatch':
      return failed(
        422,
        'UNPROCESSABLE',
        'This Idempotency-Key was already used for a different request. Send a new key for a new action.',
      );
    case 'run':
      break;
  }

  const scope = requestScope();
  if (scope) scope.claim = { ...id, owner: call.requestId };
  let answer: Answer;
  try {
    answer = await run();
  } catch (e) {
    const known = describe(e);
    // A refusal is an outcome; a fault says nothing about what happened, so nothing is kept.
    if (known.status < 500) await keep(id, call.requestId, known.status, known.body);
    throw e;
  }
  await keep(id, call.requestId, answer.status, answer.body);
  return answer;
};

/** Keeping the outcome is a courtesy to a retry: failing to keep it does not change the answer. */
const keep = async (id: KeyId, owner: string, status: number, body: unknown): Promise<void> => {
  try {
    await keepOutcome(id, owner, status, JSON.stringify(body));
  } catch (e) {
    log('warn', 'idempotency: outcome not kept', { owner, message: (e as Error).message });
  }
};
