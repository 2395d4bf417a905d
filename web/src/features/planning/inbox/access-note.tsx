import type { TCorporateAccess } from '@stratum/contracts';
import { useTranslation } from 'react-i18next';

/** Why the person may (or may not) build and edit corporate scorecards, above each inbox screen. */
export const AccessNote = ({ access }: { access: TCorporateAccess | undefined }) => {
  const { t } = useTranslation('scorecards');
  if (!access) return null;
  if (!access.responsible)
    return (
      <p className="planning-read-only" role="note">
        <i className="pi pi-eye" aria-hidden="true" /> {t('inbox.notResponsible')}
      </p>
    );
  return (
    <p className="page-subtitle" role="note">
      {access.units.length > 0
        ? t('inbox.responsibleAs', { units: access.units.map((u) => u.name).join(', ') })
        : t('inbox.responsibleAdmin')}
    </p>
  );
};
