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
}

/** Deliberately unroutable (RFC 2606 `.invalid`): a link built from it fails loudly, not silently. */
export const APP_URL_PLACEHOLDER = 'https://site-url-not-set.invalid';

export const DEFAULT_MAIL_DOMAIN = 'stratum.example.com';

export const readSettings = (env: NodeJS.ProcessEnv = process.env): DeploySettings => {
  const siteUrl = env.SITE_URL?.trim().replace(/\/+$/, '');
  return {
    mailDomain: env.MAIL_DOMAIN?.trim() || DEFAULT_MAIL_DOMAIN,
    siteUrl: siteUrl ? siteUrl : undefined,
  };
};
