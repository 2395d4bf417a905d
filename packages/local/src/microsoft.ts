import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Provider, { type Adapter, type AdapterPayload, type KoaContextWithOIDC } from 'oidc-provider';
import { freePort } from './ports';

/**
 * A stand-in for Microsoft's sign-in on this machine: a real OpenID Connect provider (the
 * `oidc-provider` package) with a small directory of work accounts, so "Sign in with Microsoft"
 * works end to end with no cloud. Stratum talks to it exactly as it talks to the Cognito hosted
 * UI deployed: discovery, authorisation code with PKCE, ID token verified against its keys.
 */
export const LOCAL_MS_CLIENT_ID = 'stratum-local';
/** Another application registered at the same provider: its tokens are not for Stratum. */
export const OTHER_CLIENT_ID = 'another-app';
export const OTHER_CLIENT_REDIRECT = 'http://127.0.0.1:9/another-app/callback';

/** Every local work account signs in with this password. */
export const MICROSOFT_DEMO_PASSWORD = 'Microsoft!2026pass';

interface WorkAccount {
  email: string;
  givenName: string;
  familyName: string;
  emailVerified: boolean;
}

/** The demo directory: named people, plus whole domains tests can make people in. */
const NAMED: readonly WorkAccount[] = [
  { email: 'consultant@stratum.test', givenName: 'Casey', familyName: 'Morgan', emailVerified: true },
  { email: 'admin@northwind.test', givenName: 'Nadia', familyName: 'North', emailVerified: true },
];
/** any address at this domain is a verified work account */
export const VERIFIED_DOMAIN = 'contoso.test';
/** any address at this domain is a work account whose email Microsoft has not verified */
export const UNVERIFIED_DOMAIN = 'unverified.contoso.test';

export const workAccount = (raw: string): WorkAccount | null => {
  const email = raw.trim().toLowerCase();
  const named = NAMED.find((a) => a.email === email);
  if (named) return named;
  const [local, domain] = email.split('@');
  if (!local || (domain !== VERIFIED_DOMAIN && domain !== UNVERIFIED_DOMAIN)) return null;
  return { email, givenName: local, familyName: 'Contoso', emailVerified: domain === VERIFIED_DOMAIN };
};

export interface LocalMicrosoft {
  issuer: string;
  clientId: string;
  stop(): Promise<void>;
}

const escape = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const loginPage = (uid: string, client: string, error?: string, email = ''): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to your account</title>
<style>body{font-family:system-ui,sans-serif;background:#f2f2f2;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;padding:2.5rem;width:22rem;box-shadow:0 2px 6px rgba(0,0,0,.2)}label{display:block;margin:.8rem 0 .3rem}
input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}button{margin-top:1.2rem;padding:.55rem 1.8rem;background:#0067b8;color:#fff;border:0;font-size:1rem}
p.err{color:#a80000}small{color:#555}</style></head>
<body><main><h1>Sign in</h1><p><small>Microsoft (local stand-in) · for ${escape(client)}</small></p>
${error ? `<p class="err" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<label for="email">Work email</label><input id="email" name="email" type="email" autocomplete="username" required value="${escape(email)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form></main></body></html>`;

const readForm = async (req: IncomingMessage): Promise<URLSearchParams> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) break;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

/**
 * Where the provider keeps sign-ins, codes and grants: this process's memory, with their expiry.
 * The stand-in lives as long as `npm start`, so nothing more is needed; codes are used at once.
 */
const memoryStore = () => {
  const items = new Map<string, { payload: AdapterPayload; until: number }>();
  const live = (key: string): AdapterPayload | undefined => {
    const item = items.get(key);
    if (item && item.until < Date.now()) items.delete(key);
    return item && item.until >= Date.now() ? item.payload : undefined;
  };
  return (model: string): Adapter => ({
    upsert: async (id, payload, expiresIn) => {
      items.set(`${model}:${id}`, { payload, until: Date.now() + expiresIn * 1000 });
      if (payload.uid)
        items.set(`${model}-uid:${payload.uid}`, { payload, until: Date.now() + expiresIn * 1000 });
    },
    find: async (id) => live(`${model}:${id}`),
    findByUid: async (uid) => live(`${model}-uid:${uid}`),
    findByUserCode: async () => undefined,
    consume: async (id) => {
      const payload = live(`${model}:${id}`);
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    },
    destroy: async (id) => {
      items.delete(`${model}:${id}`);
    },
    revokeByGrantId: async (grantId) => {
      for (const [key, item] of items) if (item.payload.grantId === grantId) items.delete(key);
    },
  });
};

/** Starts the provider on a free port; Stratum's redirect address is under `appUrl`. */
export const startLocalMicrosoft = async (opts: {
  appUrl: string;
  host?: string;
  quiet?: boolean;
}): Promise<LocalMicrosoft> => {
  const host = opts.host ?? '127.0.0.1';
  const port = await freePort(host);
  const issuer = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'local-1', use: 'sig', alg: 'RS256' };

  const provider = new Provider(issuer, {
    adapter: memoryStore(),
    clients: [
      {
        client_id: LOCAL_MS_CLIENT_ID,
        client_name: 'Stratum',
        token_endpoint_auth_method: 'none',
        redirect_uris: [new URL('/auth/microsoft/callback', opts.appUrl).toString()],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
      {
        client_id: OTHER_CLIENT_ID,
        client_name: 'Another application',
        token_endpoint_auth_method: 'none',
        redirect_uris: [OTHER_CLIENT_REDIRECT],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    // The ID token carries the email claims itself, as Microsoft's does: Stratum reads no userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: KoaContextWithOIDC, id: string) => {
      const account = workAccount(id);
      if (!account) return undefined;
      return {
        accountId: account.email,
        claims: () => ({
          sub: `ms-${Buffer.from(account.email).toString('base64url')}`,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`,
        }),
      };
    },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AuthorizationCode: 60,
      IdToken: 300,
      AccessToken: 300,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Sign-in error</title><h1>Sign-in error</h1><p>${escape(
        String(out.error_description ?? out.error),
      )}</p>`;
    },
  });
  const callback = provider.callback();

  const interaction = async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    const details = await provider.interactionDetails(req, res);
    const client = await provider.Client.find(String(details.params.client_id));
    const clientName = client?.clientName ?? String(details.params.client_id);
    if (req.method === 'POST' && path.endsWith('/login')) {
      const form = await readForm(req);
      const email = form.get('email') ?? '';
      const account = workAccount(email);
      if (!account || form.get('password') !== MICROSOFT_DEMO_PASSWORD) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(loginPage(details.uid, clientName, 'Your account or password is incorrect.', email));
        return;
      }
      // Another work account signed in here earlier (Stratum always asks for a fresh login): that
      // earlier sign-in ends, as Microsoft's "use another account" does, so the new one starts clean.
      const earlier = details.session;
      if (earlier?.accountId && earlier.accountId !== account.email) {
        if (earlier.uid) await (await provider.Session.findByUid(earlier.uid))?.destroy();
        delete details.session;
        await details.save(Math.max(1, (details.exp ?? 0) - Math.floor(Date.now() / 1000)));
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.email } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (details.prompt.name === 'consent') {
      // A work account's organisation has approved Stratum for everyone: no consent screen.
      const { accountId } = details.session ?? {};
      const clientId = String(details.params.client_id);
      const grant =
        (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
        new provider.Grant({ ...(accountId ? { accountId } : {}), clientId });
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(loginPage(details.uid, clientName));
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path.startsWith('/interaction/')) {
      interaction(req, res, path).catch((e: unknown) => {
        if (!opts.quiet) console.error(`[microsoft] ${(e as Error).message}`);
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('This sign-in has expired. Go back to Stratum and start again.');
      });
      return;
    }
    void callback(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    issuer,
    clientId: LOCAL_MS_CLIENT_ID,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
