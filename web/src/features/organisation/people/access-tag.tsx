import type { TAccessStatus } from '@stratum/contracts';
import { Tag, type TagProps } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

const SEVERITY: Record<TAccessStatus, NonNullable<TagProps['severity']>> = {
  None: 'secondary',
  Invited: 'info',
  Active: 'success',
  Disabled: 'danger',
};

/** Whether the employee can sign in: no access, invited, active or switched off. */
export const AccessTag = ({ value }: { value: TAccessStatus }) => {
  const { t } = useTranslation('people');
  return <Tag className="status-tag" value={t(`access.${value}`)} severity={SEVERITY[value]} />;
};
