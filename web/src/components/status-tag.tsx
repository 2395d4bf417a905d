import { Tag, type TagProps } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

type Severity = NonNullable<TagProps['severity']>;

/**
 * Colours of known statuses (spec §4: Active; Inactive its other state). Add a status here, or
 * pass `severity` for a one-off; an unknown value shows in neutral grey.
 */
export const STATUS_SEVERITY: Record<string, Severity> = {
  Active: 'success',
  Inactive: 'secondary',
};

export interface StatusTagProps {
  value: string;
  severity?: Severity;
}

export const StatusTag = ({ value, severity }: StatusTagProps) => {
  const { t } = useTranslation();
  return (
    <Tag
      className="status-tag"
      value={t(`status.${value}` as 'status.Active', { defaultValue: value })}
      severity={severity ?? STATUS_SEVERITY[value] ?? 'secondary'}
    />
  );
};
