import type { SessionError } from '../../../lib/session/store';
import { serverFieldErrors } from '../../../lib/form-errors';

/**
 * A failed session call: its title (spec §8, e.g. "Login Failed") and the server's message. When
 * the message belongs to a field it is shown under that field instead, and only the title here.
 */
export const SessionAlert = ({
  error,
  fields = [],
}: {
  error: SessionError | null;
  fields?: readonly string[];
}) => {
  if (!error) return null;
  const mapped = serverFieldErrors(error.issues, error.message, fields);
  const underFields = Object.keys(mapped.fields).length > 0;
  return (
    <div className="session-alert" role="alert">
      <i className="pi pi-exclamation-circle" aria-hidden="true" />
      <div>
        <strong>{error.title}</strong>
        {underFields && mapped.other.length === 0 ? null : (
          <p>{underFields ? mapped.other.join('; ') : error.message}</p>
        )}
      </div>
    </div>
  );
};

export const SessionNotice = ({ children }: { children: string }) => (
  <div className="session-notice" role="status">
    <i className="pi pi-check-circle" aria-hidden="true" />
    <p>{children}</p>
  </div>
);
