import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAddCompetency,
  useAddQuestion,
  useAddScale,
  useDeleteCompetency,
  useDeleteQuestion,
  useDeleteScale,
  useSurveyCompetencies,
  useSurveyQuestions,
  useSurveyScales,
} from './api';

/** "1 Never" per line → points; null when a line is not a whole number and a label. */
const parsePoints = (text: string) => {
  const points = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => /^(\d+)\s+(.+)$/.exec(l));
  if (points.some((m) => !m)) return null;
  return points.map((m) => ({ value: Number(m![1]), label: m![2]!.trim() }));
};

/** spec §2 survey-scales, survey-competencies, survey-questions: the set-up of 360-degree surveys. */
export const SetupSection = () => {
  const { t } = useTranslation('surveys');
  const scales = useSurveyScales();
  const competencies = useSurveyCompetencies();
  const questions = useSurveyQuestions();
  const addScale = useAddScale();
  const deleteScale = useDeleteScale();
  const addCompetency = useAddCompetency();
  const deleteCompetency = useDeleteCompetency();
  const addQuestion = useAddQuestion();
  const deleteQuestion = useDeleteQuestion();
  const [scaleName, setScaleName] = useState('');
  const [pointsText, setPointsText] = useState('');
  const [pointsError, setPointsError] = useState(false);
  const [competencyName, setCompetencyName] = useState('');
  const [questionCompetency, setQuestionCompetency] = useState('');
  const [questionText, setQuestionText] = useState('');
  const competencyList = competencies.data?.list ?? [];

  const submitScale = (e: FormEvent) => {
    e.preventDefault();
    const points = parsePoints(pointsText);
    setPointsError(!points);
    if (!points) return;
    addScale.mutate(
      { input: { name: scaleName, points } },
      {
        onSuccess: () => {
          setScaleName('');
          setPointsText('');
        },
      },
    );
  };

  return (
    <section aria-labelledby="surveys-setup" className="surveys-setup">
      <h2 id="surveys-setup">{t('tabs.setup')}</h2>

      <h3>{t('setup.scales')}</h3>
      <ul aria-label={t('setup.scales')}>
        {(scales.data?.list ?? []).map((s) => (
          <li key={s.id}>
            <strong>{s.name}</strong>: {s.points.map((p) => `${p.value} ${p.label}`).join(', ')}
            {s.useCount > 0 ? ` (${t('setup.usedBy', { count: s.useCount })})` : null}{' '}
            <Button
              type="button"
              text
              icon="pi pi-trash"
              aria-label={t('setup.delete', { name: s.name })}
              onClick={() => deleteScale.mutate({ input: { id: s.id, version: s.version } })}
            />
          </li>
        ))}
      </ul>
      <form onSubmit={submitScale} className="surveys-form">
        <label htmlFor="scale-name">{t('setup.scaleName')}</label>
        <InputText id="scale-name" value={scaleName} onChange={(e) => setScaleName(e.target.value)} />
        <label htmlFor="scale-points">{t('setup.points')}</label>
        <InputTextarea
          id="scale-points"
          rows={5}
          value={pointsText}
          onChange={(e) => setPointsText(e.target.value)}
          aria-invalid={pointsError}
        />
        {pointsError ? <small role="alert">{t('setup.pointsInvalid')}</small> : null}
        <Button type="submit" label={t('setup.addScale')} loading={addScale.isPending} />
      </form>

      <h3>{t('setup.competencies')}</h3>
      <ul aria-label={t('setup.competencies')}>
        {competencyList.map((c) => (
          <li key={c.id}>
            <strong>{c.name}</strong>
            {c.useCount > 0 ? ` (${t('setup.usedBy', { count: c.useCount })})` : null}{' '}
            <Button
              type="button"
              text
              icon="pi pi-trash"
              aria-label={t('setup.delete', { name: c.name })}
              onClick={() => deleteCompetency.mutate({ input: { id: c.id, version: c.version } })}
            />
            <ul>
              {(questions.data?.list ?? [])
                .filter((q) => q.competencyId === c.id)
                .map((q) => (
                  <li key={q.id}>
                    {q.text}{' '}
                    <Button
                      type="button"
                      text
                      icon="pi pi-trash"
                      aria-label={t('setup.delete', { name: q.text })}
                      onClick={() => deleteQuestion.mutate({ input: { id: q.id, version: q.version } })}
                    />
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
      <form
        className="surveys-form"
        onSubmit={(e) => {
          e.preventDefault();
          addCompetency.mutate(
            { input: { name: competencyName } },
            { onSuccess: (r) => (setCompetencyName(''), setQuestionCompetency(r.item.id)) },
          );
        }}
      >
        <label htmlFor="competency-name">{t('setup.competencyName')}</label>
        <InputText
          id="competency-name"
          value={competencyName}
          onChange={(e) => setCompetencyName(e.target.value)}
        />
        <Button type="submit" label={t('setup.addCompetency')} loading={addCompetency.isPending} />
      </form>

      <h3>{t('setup.questions')}</h3>
      <form
        className="surveys-form"
        onSubmit={(e) => {
          e.preventDefault();
          addQuestion.mutate(
            { input: { competencyId: questionCompetency, text: questionText } },
            { onSuccess: () => setQuestionText('') },
          );
        }}
      >
        <label htmlFor="question-competency">{t('setup.competency')}</label>
        <select
          id="question-competency"
          value={questionCompetency}
          onChange={(e) => setQuestionCompetency(e.target.value)}
        >
          <option value="">{t('add.choose')}</option>
          {competencyList.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <label htmlFor="question-text">{t('setup.question')}</label>
        <InputText
          id="question-text"
          value={questionText}
          onChange={(e) => setQuestionText(e.target.value)}
        />
        <Button type="submit" label={t('setup.addQuestion')} loading={addQuestion.isPending} />
      </form>
    </section>
  );
};
