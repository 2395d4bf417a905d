import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ContactRow {
  name: string;
  email: string;
}

export const emptyContact = (): ContactRow => ({ name: '', email: '' });

/** Rows of auditee contacts (name, email) to mail, with a row added or removed at will. */
export const ContactsEditor = ({
  rows,
  onChange,
}: {
  rows: ContactRow[];
  onChange: (rows: ContactRow[]) => void;
}) => {
  const { t } = useTranslation('auditOutreach');
  const base = useId();
  const set = (i: number, patch: Partial<ContactRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="audit-contacts">
      <legend>{t('team.contacts')}</legend>
      {rows.map((row, i) => (
        <div className="audit-form-row" key={i}>
          <label htmlFor={`${base}-name-${i}`}>{t('team.contactName', { n: i + 1 })}</label>
          <InputText
            id={`${base}-name-${i}`}
            value={row.name}
            onChange={(e) => set(i, { name: e.target.value })}
          />
          <label htmlFor={`${base}-email-${i}`}>{t('team.contactEmail', { n: i + 1 })}</label>
          <InputText
            id={`${base}-email-${i}`}
            type="email"
            value={row.email}
            onChange={(e) => set(i, { email: e.target.value })}
          />
          {rows.length > 1 ? (
            <Button
              type="button"
              text
              icon="pi pi-trash"
              aria-label={t('team.removeContact', { n: i + 1 })}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            />
          ) : null}
        </div>
      ))}
      <Button
        type="button"
        text
        icon="pi pi-plus"
        label={t('team.addContact')}
        onClick={() => onChange([...rows, emptyContact()])}
      />
    </fieldset>
  );
};

/** Rows with anything typed, trimmed, as the API takes them. */
export const filledContacts = (rows: ContactRow[]): ContactRow[] =>
  rows
    .map((r) => ({ name: r.name.trim(), email: r.email.trim() }))
    .filter((r) => r.name !== '' || r.email !== '');
