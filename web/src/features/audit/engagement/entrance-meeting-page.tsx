import { MEETING_FILE_RULE, type TEntranceMeeting } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { Loading } from '../../../components/loading';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { notify } from '../../../lib/notify';
import { doesFieldwork } from './artefact-page';
import { ContactsEditor, emptyContact, filledContacts, type ContactRow } from './contacts-editor';
import { useManagedEngagement } from './manage-layout';
import {
  useEntranceMeeting,
  useMeetingFileLink,
  useRemoveMeetingFile,
  useSaveMeeting,
  useUploadMeetingFile,
} from './outreach-api';

/** spec §2 entrance-meeting: its date, who attended, the minutes and the files attached. */
export const Component = () => {
  const e = useManagedEngagement();
  const meeting = useEntranceMeeting(e.id);
  if (meeting.isPending) return <Loading />;
  if (meeting.isError) return null;
  const m = meeting.data.item;
  return (
    <div className="audit-outreach">
      {doesFieldwork(e) ? <MeetingForm key={m?.version ?? 0} meeting={m} /> : <MeetingRecord meeting={m} />}
      {m ? <MeetingFiles meeting={m} /> : null}
    </div>
  );
};

const MeetingRecord = ({ meeting }: { meeting: TEntranceMeeting | null }) => {
  const { t } = useTranslation('auditOutreach');
  return (
    <section className="card audit-section" aria-label={t('meeting.heading')}>
      <h2>{t('meeting.heading')}</h2>
      {!meeting ? (
        <p>{t('meeting.none')}</p>
      ) : (
        <>
          <p>
            <DateText value={meeting.date} format="long" />
          </p>
          <h3>{t('meeting.attendees')}</h3>
          <ul>
            {meeting.attendees.map((a, i) => (
              <li key={i}>
                {a.name}
                {a.email ? ` <${a.email}>` : ''} · {t(`meeting.kind.${a.kind}`)}
              </li>
            ))}
          </ul>
          <h3>{t('meeting.minutes')}</h3>
          {/* sanitised on the server to the rich-text allow-list (core kernel rich-text) */}
          <div className="audit-minutes" dangerouslySetInnerHTML={{ __html: meeting.minutes }} />
        </>
      )}
    </section>
  );
};

const MeetingForm = ({ meeting }: { meeting: TEntranceMeeting | null }) => {
  const { t } = useTranslation('auditOutreach');
  const e = useManagedEngagement();
  const id = useId();
  const save = useSaveMeeting();
  const team = [e.lead, ...e.performers, ...e.reviewers].filter(
    (p, i, all) => all.findIndex((q) => q.employeeId === p.employeeId) === i,
  );
  const [date, setDate] = useState(meeting?.date ?? new Date().toISOString().slice(0, 10));
  const [present, setPresent] = useState<string[]>(
    meeting
      ? meeting.attendees.flatMap((a) => (a.kind === 'team' && a.employeeId ? [a.employeeId] : []))
      : [],
  );
  const [auditees, setAuditees] = useState<ContactRow[]>(() => {
    const rows = (meeting?.attendees ?? [])
      .filter((a) => a.kind === 'auditee')
      .map((a) => ({ name: a.name, email: a.email ?? '' }));
    return rows.length ? rows : [emptyContact()];
  });
  const [minutes, setMinutes] = useState(meeting?.minutes ?? '');
  const onSave = () =>
    void save
      .mutateAsync({
        input: {
          auditId: e.id,
          ...(meeting ? { version: meeting.version } : {}),
          date,
          minutes,
          attendees: [
            ...present.map((employeeId) => ({ kind: 'team' as const, employeeId })),
            ...filledContacts(auditees).map((a) => ({
              kind: 'auditee' as const,
              name: a.name,
              ...(a.email ? { email: a.email } : {}),
            })),
          ],
        },
      })
      .then(() => notify({ severity: 'success', summary: t('meeting.saved') }));
  return (
    <section className="card audit-section" aria-label={t('meeting.heading')}>
      <h2>{t('meeting.heading')}</h2>
      <div className="audit-form-row">
        <label htmlFor={`${id}-date`}>{t('meeting.date')}</label>
        <input
          id={`${id}-date`}
          type="date"
          className="p-inputtext p-component"
          value={date}
          onChange={(ev) => setDate(ev.target.value)}
        />
      </div>
      <fieldset>
        <legend>{t('meeting.team')}</legend>
        {team.map((p) => (
          <div className="audit-form-row" key={p.employeeId}>
            <Checkbox
              inputId={`${id}-${p.employeeId}`}
              checked={present.includes(p.employeeId)}
              onChange={(ev) =>
                setPresent(
                  ev.checked ? [...present, p.employeeId] : present.filter((x) => x !== p.employeeId),
                )
              }
            />
            <label htmlFor={`${id}-${p.employeeId}`}>{p.fullName}</label>
          </div>
        ))}
      </fieldset>
      <h3>{t('meeting.auditees')}</h3>
      <ContactsEditor rows={auditees} onChange={setAuditees} />
      <RichTextEditor label={t('meeting.minutes')} value={minutes} onChange={setMinutes} height={180} />
      <Button label={t('meeting.save')} icon="pi pi-check" loading={save.isPending} onClick={onSave} />
    </section>
  );
};

const MeetingFiles = ({ meeting }: { meeting: TEntranceMeeting }) => {
  const { t } = useTranslation('auditOutreach');
  const e = useManagedEngagement();
  const upload = useUploadMeetingFile();
  const link = useMeetingFileLink();
  const remove = useRemoveMeetingFile();
  const [file, setFile] = useState<File | null>(null);
  return (
    <section className="card audit-section" aria-label={t('meeting.files')}>
      <h2>{t('meeting.files')}</h2>
      {meeting.files.length === 0 ? <p>{t('meeting.noFiles')}</p> : null}
      <ul>
        {meeting.files.map((f) => (
          <li key={f.id}>
            <Button
              link
              label={f.name}
              onClick={() =>
                void link
                  .mutateAsync({ input: { auditId: e.id, fileId: f.id } })
                  .then(({ url }) => window.open(url, '_blank', 'noopener'))
              }
            />{' '}
            ({Math.ceil(f.size / 1024)} KB)
            {doesFieldwork(e) ? (
              <Button
                text
                severity="danger"
                icon="pi pi-trash"
                aria-label={t('meeting.removeFile', { name: f.name })}
                loading={remove.isPending && remove.variables?.input.fileId === f.id}
                onClick={() =>
                  void remove
                    .mutateAsync({ input: { auditId: e.id, fileId: f.id, version: meeting.version } })
                    .then(() =>
                      notify({ severity: 'success', summary: t('meeting.removed', { name: f.name }) }),
                    )
                }
              />
            ) : null}
          </li>
        ))}
      </ul>
      {doesFieldwork(e) ? (
        <div className="audit-form-row">
          <label>
            {t('meeting.chooseFile')}
            <input
              type="file"
              accept={MEETING_FILE_RULE.types.join(',')}
              onChange={(ev) => setFile(ev.target.files?.[0] ?? null)}
            />
          </label>
          <Button
            label={t('meeting.upload')}
            icon="pi pi-upload"
            disabled={!file}
            loading={upload.isPending}
            onClick={() =>
              file &&
              void upload
                .mutateAsync({ input: { auditId: e.id, version: meeting.version }, file })
                .then(() => {
                  setFile(null);
                  notify({ severity: 'success', summary: t('meeting.uploaded', { name: file.name }) });
                })
            }
          />
        </div>
      ) : null}
      <p className="audit-hint">{t('meeting.fileRule')}</p>
    </section>
  );
};
