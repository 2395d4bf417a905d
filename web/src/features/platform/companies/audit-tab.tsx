import { getAuditTrails, type TAuditTrailEntry, type TCompany } from '@stratum/contracts';
import { formatDate } from '../../../lib/format';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { FilterSelect } from '../../../components/filter-select';
import { ListTable } from '../../../components/list-page';
import { useServerTable } from '../../../components/use-server-table';
import type { AuditTrailFilters } from './api';
import { changesText, dayEnd, dayStart, fieldChanges } from './audit-changes';

/** The kinds of record core audits for a company (core/src: entityType of each audited write). */
const ENTITY_TYPES = ['company', 'module', 'account', 'employeeModule'] as const;

const useFieldLabel = () => {
  const { t } = useTranslation('platform');
  return (field: string) => t(`audit.fields.${field}` as 'audit.fields.status', { defaultValue: field });
};

const Changes = ({ entry }: { entry: TAuditTrailEntry }) => {
  const { t } = useTranslation('platform');
  const label = useFieldLabel();
  const changes = fieldChanges(entry.before, entry.after);
  if (changes.length === 0) return null;
  return (
    <ul className="audit-changes">
      {changes.map((c) => (
        <li key={c.field}>
          <span className="audit-field">{label(c.field)}</span>:{' '}
          <span className="audit-before">{c.before || t('audit.none')}</span>
          {' → '}
          <span className="audit-after">{c.after || t('audit.none')}</span>
        </li>
      ))}
    </ul>
  );
};

/** Who changed what in the company, newest first, filtered by kind of record and by days. */
export const AuditTab = ({ company }: { company: TCompany }) => {
  const { t } = useTranslation('platform');
  const label = useFieldLabel();
  const [entityType, setEntityType] = useState<(typeof ENTITY_TYPES)[number] | undefined>();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const fromId = useId();
  const toId = useId();
  const params: AuditTrailFilters = {
    companyId: company.id,
    ...(entityType ? { entityType } : {}),
    ...(dayStart(from) ? { from: dayStart(from) } : {}),
    ...(dayEnd(to) ? { to: dayEnd(to) } : {}),
  };
  const table = useServerTable({ route: getAuditTrails, params, pageSize: 20 });
  const entityLabel = (type: string) =>
    t(`audit.entityTypes.${type}` as 'audit.entityTypes.company', { defaultValue: type });
  return (
    <ListTable<TAuditTrailEntry>
      label={t('audit.label', { company: company.companyName })}
      table={table}
      exportName={`audit-trail-${company.companyName}`}
      emptyTitle={t('audit.empty')}
      filters={
        <>
          <FilterSelect
            label={t('audit.entityType')}
            value={entityType}
            options={ENTITY_TYPES.map((value) => ({ value, label: entityLabel(value) }))}
            allLabel={t('audit.allEntityTypes')}
            onChange={setEntityType}
          />
          <div className="list-filter">
            <label htmlFor={fromId}>{t('audit.from')}</label>
            <InputText
              id={fromId}
              type="date"
              value={from}
              max={to || undefined}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div className="list-filter">
            <label htmlFor={toId}>{t('audit.to')}</label>
            <InputText
              id={toId}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
        </>
      }
      columns={[
        {
          field: 'doneAt',
          header: t('audit.doneAt'),
          body: (e) => <DateText value={e.doneAt} format="dateTime" />,
          csv: (e) => `${formatDate(e.doneAt)} ${e.doneAt.slice(11, 16)} UTC`,
        },
        { field: 'actorName', header: t('audit.actor') },
        {
          field: 'entityType',
          header: t('audit.what'),
          body: (e) => (
            <span className="audit-what">
              <span>{e.summary}</span>
              <small>
                {entityLabel(e.entityType)} · {e.action}
              </small>
            </span>
          ),
          csv: (e) => e.summary,
        },
        {
          field: 'after',
          header: t('audit.change'),
          body: (e) => <Changes entry={e} />,
          csv: (e) =>
            changesText(
              fieldChanges(e.before, e.after).map((c) => ({ ...c, field: label(c.field) })),
              t('audit.none'),
            ),
        },
      ]}
    />
  );
};
