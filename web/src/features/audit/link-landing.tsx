import type { ApiError } from '@stratum/contracts';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** Where a tab keeps the mailed link it was opened with (sessionStorage, one key per kind of link). */
export const tabLinkToken = (key: string) => ({
  get: (): string | null => window.sessionStorage.getItem(key),
  set: (token: string): void => window.sessionStorage.setItem(key, token),
  clear: (): void => window.sessionStorage.removeItem(key),
});

export interface LinkLandingProps {
  token: ReturnType<typeof tabLinkToken>;
  /** opens the link on the server; answers the page to go on to, relative to this one */
  open: () => Promise<string>;
  heading: string;
  checking: string;
  noLink: string;
}

/**
 * Where a mailed link (an audit questionnaire's, a customer survey's) lands. Opening it is the
 * authentication: the link is checked, kept for this tab, and the person goes on to their page.
 */
export const LinkLanding = ({ token, open, heading, checking, noLink }: LinkLandingProps) => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const given = params.get('token');
    if (given) token.set(given);
    if (!token.get()) {
      setError(noLink);
      return;
    }
    open().then(
      (next) => navigate(next, { replace: true }),
      (e: ApiError) => setError(e.message),
    );
  }, [params, navigate, token, open, noLink]);

  return (
    <>
      <h1>{heading}</h1>
      {error ? (
        <Message severity="error" text={error} />
      ) : (
        <p role="status">
          <ProgressSpinner style={{ width: '1.5rem', height: '1.5rem' }} /> {checking}
        </p>
      )}
    </>
  );
};
