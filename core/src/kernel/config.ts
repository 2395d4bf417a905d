import { z } from 'zod';

/** Environment, parsed once (STYLE §9). Endpoints are set only against the embedded AWS. */
const ZConfig = z.object({
  STAGE: z.string().default('local'),
  AWS_REGION: z.string().default('us-east-1'),
  TABLE_NAME: z.string().min(1),
  BUCKET_NAME: z.string().min(1),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  MAIL_FROM: z.string().default('Stratum <no-reply@stratum.example.com>'),
  APP_URL: z.url(),
  DYNAMODB_ENDPOINT: z.url().optional(),
  S3_ENDPOINT: z.url().optional(),
  COGNITO_ENDPOINT: z.url().optional(),
  SES_ENDPOINT: z.url().optional(),
  /**
   * Sign-in with Microsoft (OpenID Connect, code flow with PKCE): the issuer whose discovery
   * document names the endpoints (deployed: the Cognito user pool, which federates to Microsoft;
   * locally: the embedded provider), the client id, and extra authorize parameters (deployed:
   * `identity_provider=Microsoft`, so Cognito's hosted UI goes straight to Microsoft).
   */
  MS_OIDC_ISSUER: z.url().optional(),
  MS_OIDC_CLIENT_ID: z.string().min(1).optional(),
  MS_OIDC_AUTHORIZE_PARAMS: z.string().default(''),
  /** signs the sessions Stratum issues after a provider sign-in (deployed: from Secrets Manager) */
  SESSION_SECRET: z.string().min(32).optional(),
  /** signs link tokens for people without an account (kernel/link-tokens.ts; deployed: Secrets Manager) */
  LINK_TOKEN_SECRET: z.string().min(32).optional(),
  /** how long an AWS SDK call may wait to connect, and for an answer, per attempt (ms) */
  SDK_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(1000),
  SDK_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** deployed: the function that runs jobs; unset, jobs run in the process that starts them */
  JOBS_FUNCTION_NAME: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Config = z.infer<typeof ZConfig>;

let cached: Config | undefined;

export const config = (): Config => {
  if (!cached) {
    const parsed = ZConfig.safeParse(process.env);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
      throw new Error(`Stratum is not configured: check the environment (${fields})`);
    }
    cached = parsed.data;
  }
  return cached;
};

/** The JWT issuer: Cognito's, or cognito-local's `http://host:port/<poolId>`. */
export const issuer = (c: Config = config()): string =>
  c.COGNITO_ENDPOINT
    ? `${c.COGNITO_ENDPOINT.replace(/\/$/, '')}/${c.USER_POOL_ID}`
    : `https://cognito-idp.${c.AWS_REGION}.amazonaws.com/${c.USER_POOL_ID}`;
