import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActiveEmployees, useAddSurvey, useSurveyCompetencies, useSurveyScales } from './api';
import './surveys.css';

const today = () => new Date().toISOString().slice(0, 10);

/** spec §2 `/app/degree-360/add-survey`: a survey of one employee over a period. */
export const Component = () => {
  const { t } = useTranslation('surveys');
  const navigate = useNavigate();
  const employees = useActiveEmployees();
  const scales = useSurveyScales();
  const competencies = useSurveyCompetencies();
  const add = useAddSurvey();
  const [title, setTitle] = useState('');
  const [subjectId, setSubjectId] = useState('');
  const [scaleId, setScaleId] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [startDate, setStartDate] = useState(today());
  const [endDate, setEndDate] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { input: { title, subjectId, scaleId, competencyIds: chosen, startDate, endDate } },
      { onSuccess: (r) => navigate(`/app/degree-360/update-survey/${r.item.id}`) },
    );
  };

  return (
    <div className="surveys-page">
      <h1>{t('add.heading')}</h1>
      <form className="surveys-form" onSubmit={submit}>
        <label htmlFor="survey-title">{t('add.title')}</label>
        <InputText id="survey-title" value={title} onChange={(e) => setTitle(e.target.value)} />
        <label htmlFor="survey-subject">{t('add.subject')}</label>
        <select id="survey-subject" value={subjectId} onChange={(e) => setSubjectId(e.target.value)}>
          <option value="">{t('add.choose')}</option>
          {(employees.data?.list ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.fullName}
            </option>
          ))}
        </select>
        <label htmlFor="survey-scale">{t('add.scale')}</label>
        <select id="survey-scale" value={scaleId} onChange={(e) => setScaleId(e.target.value)}>
          <option value="">{t('add.choose')}</option>
          {(scales.data?.list ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <fieldset className="surveys-question">
          <legend>{t('add.competencies')}</legend>
          {(competencies.data?.list ?? []).map((c) => (
            <label key={c.id}>
              <input
                type="checkbox"
                checked={chosen.includes(c.id)}
                onChange={(e) =>
                  setChosen((was) => (e.target.checked ? [...was, c.id] : was.filter((id) => id !== c.id)))
                }
              />{' '}
              {c.name}
            </label>
          ))}
        </fieldset>
        <label htmlFor="survey-start">{t('add.startDate')}</label>
        <input
          id="survey-start"
          type="date"
          value={startDate}
          onChange={(e) => setStartDate(e.target.value)}
        />
        <label htmlFor="survey-end">{t('add.endDate')}</label>
        <input id="survey-end" type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
        <Button type="submit" label={t('add.save')} loading={add.isPending} />
      </form>
    </div>
  );
};
