import { MICROSOFT_DEMO_PASSWORD } from '../../packages/local/src/microsoft';
import { post } from './api';

/**
 * Signs in at the local Microsoft stand-in the way a browser does: follows its redirects with a
 * cookie jar, fills its login form, and stops at the redirect back to Stratum's callback page.
 * Returns the code and state that redirect carries.
 */
export const approveAtProvider = async (
  authorizeUrl: string,
  email: string,
  password = MICROSOFT_DEMO_PASSWORD,
): Promise<{ code: string; state: string; location: URL }> => {
  const jar = new Map<string, string>();
  const send = async (url: URL, init: RequestInit = {}): Promise<Response> => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return res;
  };
  let url = new URL(authorizeUrl);
  const issuer = url.origin;
  let res = await send(url);
  for (let hop = 0; hop < 12; hop++) {
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url);
      if (url.origin !== issuer) {
        const code = url.searchParams.get('code');
        const state = url.searchParams.get('state');
        if (!code || !state) throw new Error(`the provider sent back no code: ${url.toString()}`);
        return { code, state, location: url };
      }
      res = await send(url);
      continue;
    }
    const page = await res.text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`unexpected provider page (${res.status}): ${page.slice(0, 300)}`);
    if (/role="alert"/.test(page) && hop > 1) throw new Error('the provider refused the login');
    url = new URL(action, url);
    res = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    });
  }
  throw new Error('too many redirects at the provider');
};

/** `auth/mslogin` then the provider: what the browser would bring back to the callback page. */
export const startAndApprove = async (email: string, companyId?: string) => {
  const started = await post<{ url: string; state: string }>('/auth/mslogin', companyId ? { companyId } : {});
  if (started.status !== 200) throw new Error(`mslogin: ${started.status} ${started.body.err_msg}`);
  const back = await approveAtProvider(started.body.data.url, email);
  return { ...back, started: started.body.data };
};
