import type { TestProject } from 'vitest/node';
import { startStack } from '../../packages/local/src/stack';

/**
 * One throwaway stack (in-memory DynamoDB, temp S3/Cognito/SES) per test project, seeded with the
 * demo owner and company. Test files reach it through the environment and `inject('stack')`.
 */
export default async function setup(project: TestProject) {
  // no mail timer: tests drain the outbox themselves (tests/support/mail.ts), so a test that pauses
  // SES decides when a mail is tried. The security suites also run no jobs' recovery timer: their
  // "nothing changed" checks count every write, and only writes from their own process can be
  // counted (tests/security/state.ts). Reminders run only when a test calls them.
  const stack = await startStack({
    quiet: true,
    seed: true,
    mailerEveryMs: 0,
    remindEveryMs: 0,
    ...(project.name === 'security' ? { recoverEveryMs: 0 } : {}),
  });
  Object.assign(process.env, stack.env, { LOG_LEVEL: 'silent' });
  project.provide('stack', {
    url: stack.url,
    env: { ...stack.env, LOG_LEVEL: 'silent' },
    ses: stack.aws.endpoints.ses,
  });
  return async () => {
    await stack.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { url: string; env: Record<string, string>; ses: string };
  }
}
