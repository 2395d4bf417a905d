import type { TSessionUser } from '@stratum/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../lib/api';
import { homeOf } from '../../lib/session/roles';

/**
 * For a person who belongs to several companies: which one they are working in. Switching keeps
 * the session (no new sign-in), forgets every answer read for the other company (main.tsx), and
 * opens the home page; the server admits each call only through the person's membership of the company.
 */
export const CompanySwitch = ({ user }: { user: TSessionUser }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  if (user.companies.length < 2 || !user.companyId) return null;
  // main.tsx empties the query cache when the company changes
  const switchTo = (companyId: string) => {
    sessionStore.dispatch({ type: 'switchedCompany', companyId });
    void navigate(homeOf(user));
  };
  return (
    <div className="language-select company-switch">
      <label htmlFor={id}>
        <i className="pi pi-building" aria-hidden="true" />
        <span className="sr-only">{t('header.company')}</span>
      </label>
      <select id={id} value={user.companyId} onChange={(e) => switchTo(e.target.value)}>
        {user.companies.map((m) => (
          <option key={m.companyId} value={m.companyId}>
            {m.companyName}
          </option>
        ))}
      </select>
    </div>
  );
};
