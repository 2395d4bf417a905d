import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../lib/session/use-session';
import { homeOf } from '../../lib/session/roles';

/** "Go to my home page": the role's home when signed in, else sign-in. */
export const HomeLink = () => {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <Link className="p-button" to={user ? homeOf(user) : '/app/sessions/signIn'}>
      {user ? t('common.goHome') : t('sessions.signIn.title')}
    </Link>
  );
};
