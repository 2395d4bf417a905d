import { CfnOutput } from 'aws-cdk-lib';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { StackContext } from 'sst/constructs';
import { readSettings } from './settings';

export function Email({ app, stack }: StackContext) {
  const { mailDomain } = readSettings(app.stage);
  // MAIL_DOMAIN may name a single address (handy in the SES sandbox) or a whole domain.
  const isAddress = mailDomain.includes('@');

  const identity = new EmailIdentity(stack, 'MailIdentity', {
    identity: isAddress ? Identity.email(mailDomain) : Identity.domain(mailDomain),
  });

  // Same shape as the local stack's sender (packages/local), so mail reads alike in both.
  const mailFrom = `Stratum <${isAddress ? mailDomain : `no-reply@${mailDomain}`}>`;

  stack.addOutputs({ MailFrom: mailFrom });
  if (!isAddress) {
    // The domain is not in Route 53 here, so the three Easy DKIM CNAMEs must be added by hand
    // before SES will send from it.
    identity.dkimRecords.forEach((record, i) => {
      new CfnOutput(stack, `DkimRecord${i + 1}`, { value: `${record.name} CNAME ${record.value}` });
    });
  }

  return { identity, mailFrom };
}
