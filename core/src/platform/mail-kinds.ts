import type { MailRenderer } from '../kernel/outbox';
import { accountsOf, setPasswordMail } from './accounts';
import { resetPasswordMail } from './auth/forgot-password';
import { signUpMail } from './auth/sign-up';

/**
 * The platform's mails that are rendered when they are sent, because they carry a one-time code
 * (issued then, so no readable code waits in the outbox) or need work the request must not do.
 */
export const platformMailKinds: Record<string, MailRenderer> = {
  /** a company's invitation: sent while the membership still waits for it, with a fresh code */
  invite: async (m, now) => {
    const data = m.data as { firstName: string; companyName: string };
    const accounts = await accountsOf(m.to);
    if (!accounts.some((a) => a.tenantId === m.companyId && a.status === 'Invited')) return null;
    return setPasswordMail({
      email: m.to,
      firstName: data.firstName,
      purpose: 'invite',
      companyId: m.companyId,
      companyName: data.companyName,
      now,
    });
  },
  'sign-up': (m, now) => signUpMail(m.to, now),
  'reset-password': (m, now) => resetPasswordMail(m.to, now),
};
