import { z } from 'zod';

/**
 * Deploy-time settings, read from the environment of the `sst deploy` process (or `.env.<stage>`,
 * which SST loads). They are read when a stack is built, never at module load, so the tests can
 * set them per run.
 */
export interface DeploySettings {
  /** SES identity: a domain (mail goes out as no-reply@<domain>) or a single verified address. */
  mailDomain: string;
  /**
   * The public origin of the SPA, e.g. `https://d123.cloudfront.net` or a custom domain. The Web
   * stack is built after the Api and Storage stacks (it needs the API as an origin), so the
   * CloudFront URL cannot flow back into them without a CloudFormation cycle: deploy once, then set
   * SITE_URL to the `SiteUrl` output and deploy again.
   */
  siteUrl: string | undefined;
  /**
   * Sign-in with Microsoft, per stage: the Microsoft Entra tenant's issuer
   * (`https://login.microsoftonline.com/<tenant>/v2.0`), the app registration's client id, and
   * the name of the Secrets Manager secret that holds its client secret (never the secret
   * itself). Absent: the stage has password sign-in only, and `auth/mslogin` says so.
   */
  microsoft:
    | {
        issuer: string;
        clientId: string;
        secretName: string;
        /** the ID token claim Cognito maps to email_verified (Entra: `xms_edov`, when configured) */
        emailVerifiedClaim: string;
        /** prefix of the Cognito hosted UI domain, unique in the region */
        domainPrefix: string | undefined;
      }
    | undefined;
  /** where the stage's alarms are mailed (an SNS email subscription); required on persistent stages */
  alarmEmail: string | undefined;
}

/** Deliberately unroutable (RFC 2606 `.invalid`): a link built from it fails loudly, not silently. */
export const APP_URL_PLACEHOLDER = 'https://site-url-not-set.invalid';

export const DEFAULT_MAIL_DOMAIN = 'stratum.example.com';

/**
 * Stages whose data must outlive `sst remove` and a mistaken deploy: their table and bucket are
 * retained and protected, their logs kept 90 days, and they must name where alarms go.
 */
export const PERSISTENT_STAGES: ReadonlySet<string> = new Set(['prod', 'staging']);
export const isPersistentStage = (stage: string): boolean => PERSISTENT_STAGES.has(stage);

/** The stage whose table is backed up daily by AWS Backup. */
export const BACKED_UP_STAGES: ReadonlySet<string> = new Set(['prod']);

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const email = z.email();
const domain = z.string().regex(/^(?=.{4,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i);

/** What each setting must look like, and what the operator is told when it does not. */
const ZEnv = z.object({
  MAIL_DOMAIN: optional(
    z
      .string()
      .trim()
      .refine((v) => email.safeParse(v).success || domain.safeParse(v).success, {
        error: 'MAIL_DOMAIN must be a mail domain (acme.com) or one verified address (ops@acme.com)',
      }),
  ),
  SITE_URL: optional(
    z
      .string()
      .trim()
      .regex(/^https:\/\/[^/\s]+(\/[^\s]*)?$/, {
        error: 'SITE_URL must be the https origin the SPA is served from (the SiteUrl output)',
      }),
  ),
  ALARM_EMAIL: optional(
    z
      .string()
      .trim()
      .pipe(z.email({ error: 'ALARM_EMAIL must be an email address' })),
  ),
  MS_ENTRA_ISSUER: optional(
    z
      .string()
      .trim()
      .regex(/^https:\/\//, { error: 'MS_ENTRA_ISSUER must be the tenant’s https issuer URL' }),
  ),
  MS_ENTRA_CLIENT_ID: optional(z.string().trim()),
  MS_ENTRA_SECRET_NAME: optional(z.string().trim()),
  MS_ENTRA_EMAIL_VERIFIED_CLAIM: optional(z.string().trim()),
  COGNITO_DOMAIN_PREFIX: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, {
        error: 'COGNITO_DOMAIN_PREFIX must be lower-case letters, digits and hyphens',
      }),
  ),
});

/** A stage's settings are wrong or missing: every problem is named, with what to set. */
export class StageSettingsError extends Error {
  constructor(
    readonly stage: string,
    readonly problems: readonly string[],
  ) {
    super(
      [
        `Stage "${stage}" cannot be deployed until its settings are fixed (environment or .env.${stage}):`,
        ...problems.map((p) => `  - ${p}`),
      ].join('\n'),
    );
    this.name = 'StageSettingsError';
  }
}

/**
 * The stage's settings, validated before any stack is built, so `sst deploy` stops on a
 * misconfigured stage before anything reaches AWS, naming each setting to fix.
 */
export const readSettings = (stage: string, env: NodeJS.ProcessEnv = process.env): DeploySettings => {
  const parsed = ZEnv.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  const e = parsed.success ? parsed.data : ({} as z.infer<typeof ZEnv>);
  const ms = ['MS_ENTRA_ISSUER', 'MS_ENTRA_CLIENT_ID', 'MS_ENTRA_SECRET_NAME'].map((k) => env[k]?.trim());
  const some = ms.filter(Boolean).length;
  if (some > 0 && some < 3) {
    problems.push(
      'Microsoft sign-in needs MS_ENTRA_ISSUER, MS_ENTRA_CLIENT_ID and MS_ENTRA_SECRET_NAME together',
    );
  }
  if (isPersistentStage(stage) && parsed.success) {
    if (!e.MAIL_DOMAIN) {
      problems.push(
        `MAIL_DOMAIN must be set on ${stage}: the domain (or one address) SES sends from, verified in SES`,
      );
    }
    if (!e.ALARM_EMAIL) {
      problems.push(`ALARM_EMAIL must be set on ${stage}: the address the stage's alarms are mailed to`);
    }
  }
  if (problems.length > 0) throw new StageSettingsError(stage, problems);
  const siteUrl = e.SITE_URL?.replace(/\/+$/, '');
  return {
    mailDomain: e.MAIL_DOMAIN ?? DEFAULT_MAIL_DOMAIN,
    siteUrl: siteUrl ? siteUrl : undefined,
    alarmEmail: e.ALARM_EMAIL,
    microsoft:
      e.MS_ENTRA_ISSUER && e.MS_ENTRA_CLIENT_ID && e.MS_ENTRA_SECRET_NAME
        ? {
            issuer: e.MS_ENTRA_ISSUER,
            clientId: e.MS_ENTRA_CLIENT_ID,
            secretName: e.MS_ENTRA_SECRET_NAME,
            emailVerifiedClaim: e.MS_ENTRA_EMAIL_VERIFIED_CLAIM ?? 'xms_edov',
            domainPrefix: e.COGNITO_DOMAIN_PREFIX,
          }
        : undefined,
  };
};
