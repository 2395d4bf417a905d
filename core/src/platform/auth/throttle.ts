import { db } from '../../db';
import { AppError } from '../../kernel/errors';

/** Failed sign-ins allowed per window before the door closes until the window ends. */
export const THROTTLE = { windowSeconds: 15 * 60, perAccount: 5, perClient: 50 } as const;

const windowOf = (now: Date): number => Math.floor(now.getTime() / 1000 / THROTTLE.windowSeconds);

const subjects = (email: string, sourceIp: string) =>
  [
    { subject: `email:${email}`, limit: THROTTLE.perAccount },
    { subject: `ip:${sourceIp}`, limit: THROTTLE.perClient },
  ] as const;

/**
 * Refuses a sign-in while the account or the client address has failed too often this window.
 * Answers how many failures the account has, so a success only clears what is there.
 */
export const assertNotThrottled = async (email: string, sourceIp: string, now: Date): Promise<number> => {
  const windowStart = windowOf(now);
  const found = await Promise.all(
    subjects(email, sourceIp).map(async (s) => ({
      ...s,
      failures:
        (await db().entities.loginThrottle.get({ subject: s.subject, windowStart }).go()).data?.failures ?? 0,
    })),
  );
  if (found.some((s) => s.failures >= s.limit)) {
    const waitMinutes = Math.ceil(((windowStart + 1) * THROTTLE.windowSeconds - now.getTime() / 1000) / 60);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many failed sign-in attempts. Try again in ${waitMinutes} minute${waitMinutes === 1 ? '' : 's'}.`,
    );
  }
  return found[0]?.failures ?? 0;
};

export const recordFailure = async (email: string, sourceIp: string, now: Date): Promise<void> => {
  const windowStart = windowOf(now);
  const ttl = (windowStart + 2) * THROTTLE.windowSeconds;
  await Promise.all(
    subjects(email, sourceIp).map((s) =>
      db().entities.loginThrottle.upsert({ subject: s.subject, windowStart, ttl }).add({ failures: 1 }).go(),
    ),
  );
};

/** A successful sign-in forgives the account's failures (not the client's). */
export const clearAccountFailures = async (email: string, now: Date): Promise<void> => {
  await db()
    .entities.loginThrottle.delete({ subject: `email:${email}`, windowStart: windowOf(now) })
    .go();
};
