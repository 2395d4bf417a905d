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
}

/** Deliberately unroutable (RFC 2606 `.invalid`): a link built from it fails loudly, not silently. */
export const APP_URL_PLACEHOLDER = 'https://site-url-not-set.invalid';

export const DEFAULT_MAIL_DOMAIN = 'stratum.example.com';

export const readSettings = (env: NodeJS.ProcessEnv = process.env): DeploySettings => {
  const siteUrl = env.SITE_URL?.trim().replace(/\/+$/, '');
  const issuer = env.MS_ENTRA_ISSUER?.trim();
  const clientId = env.MS_ENTRA_CLIENT_ID?.trim();
  const secretName = env.MS_ENTRA_SECRET_NAME?.trim();
  const some = [issuer, clientId, secretName].filter(Boolean).length;
  if (some > 0 && some < 3) {
    throw new Error(
      'Microsoft sign-in needs MS_ENTRA_ISSUER, MS_ENTRA_CLIENT_ID and MS_ENTRA_SECRET_NAME together',
    );
  }
  return {
    mailDomain: env.MAIL_DOMAIN?.trim() || DEFAULT_MAIL_DOMAIN,
    siteUrl: siteUrl ? siteUrl : undefined,
    microsoft:
      issuer && clientId && secretName
        ? {
            issuer,
            clientId,
            secretName,
            emailVerifiedClaim: env.MS_ENTRA_EMAIL_VERIFIED_CLAIM?.trim() || 'xms_edov',
            domainPrefix: env.COGNITO_DOMAIN_PREFIX?.trim() || undefined,
          }
        : undefined,
  };
};
