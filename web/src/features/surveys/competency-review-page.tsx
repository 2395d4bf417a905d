import type { TCompetencyReviewSetup } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConflictNotice } from '../../components/conflict-notice';
import { Loading } from '../../components/loading';
import { UrlTabs } from '../../components/url-tabs';
import { isStaleVersion } from '../../lib/errors';
import { annualPlanOptions, useChosenAnnualPlan } from '../scorecard';
import {
  useAddReviewArea,
  useAddReviewCompetency,
  useAddReviewQuestion,
  useAddReviewScale,
  useDeleteReviewArea,
  useDeleteReviewCompetency,
  useDeleteReviewQuestion,
  useDeleteReviewScale,
  useReviewSetup,
  useSetReviewContribution,
  useUpdateReviewArea,
  useUpdateReviewCompetency,
  useUpdateReviewQuestion,
  useUpdateReviewScale,
} from './competency-api';
import './surveys.css';
import { ScrollTable } from '../../components/scroll-table';

const BASE = '/app/annual/degree-360-competencies';
export const REVIEW_TABS = [
  'competencies',
  'assessment-scales',
  'assessment-areas',
  'assessment-questions',
  'contribution',
] as const;
type Tab = (typeof REVIEW_TABS)[number];

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

const Trash = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Button type="button" text icon="pi pi-trash" aria-label={label} onClick={onClick} />
);

/** Edit in place: a competency's or an area's name and description at the version read. */
const EditNamed = ({
  kind,
  setup,
  item,
  onDone,
}: {
  kind: 'competency' | 'area';
  setup: TCompetencyReviewSetup;
  item: TCompetencyReviewSetup['competencies'][number];
  onDone: () => void;
}) => {
  const { t } = useTranslation('surveys');
  const updateCompetency = useUpdateReviewCompetency();
  const updateArea = useUpdateReviewArea();
  const update = kind === 'competency' ? updateCompetency : updateArea;
  const reload = useReviewSetup(setup.annualPlanId);
  const [name, setName] = useState(item.name);
  const [description, setDescription] = useState(item.description);
  const id = `edit-${kind}-${item.id}`;
  return (
    <form
      className="surveys-form"
      aria-label={t('competencyReview.editing', { name: item.name })}
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate(
          {
            input: {
              annualPlanId: setup.annualPlanId,
              id: item.id,
              version: item.version,
              name,
              description,
            },
          },
          { onSuccess: onDone },
        );
      }}
    >
      <EditRefusal error={update.error} onReload={async () => (await reload.refetch(), onDone())} />
      <label htmlFor={`${id}-name`}>{t('competencyReview.name')}</label>
      <InputText id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} />
      <label htmlFor={`${id}-description`}>{t('competencyReview.description')}</label>
      <InputTextarea
        id={`${id}-description`}
        rows={2}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <span>
        <Button type="submit" label={t('competencyReview.saveChanges')} loading={update.isPending} />{' '}
        <Button type="button" text label={t('competencyReview.cancel')} onClick={onDone} />
      </span>
    </form>
  );
};

/**
 * What an edit in place was refused for: a stale version (409) offers a reload; anything else (an
 * in-use refusal, 422: a scale holding answers keeps its points, an answered question its scale)
 * is said in the form, in the server's words.
 */
const EditRefusal = ({ error, onReload }: { error: Error | null; onReload: () => Promise<void> }) =>
  error === null ? null : isStaleVersion(error) ? (
    <ConflictNotice onReload={onReload} />
  ) : (
    <small role="alert" className="surveys-form-error">
      {error.message}
    </small>
  );

/** Edit in place: a scale's name and points at the version read (points stay while it holds answers). */
const EditScale = ({
  setup,
  item,
  onDone,
}: {
  setup: TCompetencyReviewSetup;
  item: TCompetencyReviewSetup['scales'][number];
  onDone: () => void;
}) => {
  const { t } = useTranslation('surveys');
  const update = useUpdateReviewScale();
  const reload = useReviewSetup(setup.annualPlanId);
  const [name, setName] = useState(item.name);
  const [text, setText] = useState(item.points.map((p) => `${p.value} ${p.label}`).join('\n'));
  const [invalid, setInvalid] = useState(false);
  const id = `edit-scale-${item.id}`;
  return (
    <form
      className="surveys-form"
      aria-label={t('competencyReview.editing', { name: item.name })}
      onSubmit={(e) => {
        e.preventDefault();
        const points = parsePoints(text);
        setInvalid(!points);
        if (!points) return;
        update.mutate(
          { input: { annualPlanId: setup.annualPlanId, id: item.id, version: item.version, name, points } },
          { onSuccess: onDone },
        );
      }}
    >
      <EditRefusal error={update.error} onReload={async () => (await reload.refetch(), onDone())} />
      <label htmlFor={`${id}-name`}>{t('competencyReview.name')}</label>
      <InputText id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} />
      <label htmlFor={`${id}-points`}>{t('setup.points')}</label>
      <InputTextarea
        id={`${id}-points`}
        rows={5}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={invalid}
      />
      {invalid ? <small role="alert">{t('setup.pointsInvalid')}</small> : null}
      <span>
        <Button type="submit" label={t('competencyReview.saveChanges')} loading={update.isPending} />{' '}
        <Button type="button" text label={t('competencyReview.cancel')} onClick={onDone} />
      </span>
    </form>
  );
};

/** Edit in place: a question's text, area and scale at the version read (its competency stays). */
const EditQuestion = ({
  setup,
  item,
  onDone,
}: {
  setup: TCompetencyReviewSetup;
  item: TCompetencyReviewSetup['questions'][number];
  onDone: () => void;
}) => {
  const { t } = useTranslation('surveys');
  const update = useUpdateReviewQuestion();
  const reload = useReviewSetup(setup.annualPlanId);
  const [text, setText] = useState(item.text);
  const [areaId, setAreaId] = useState(item.areaId);
  const [scaleId, setScaleId] = useState(item.scaleId);
  const id = `edit-question-${item.id}`;
  const choice = (
    key: string,
    label: string,
    value: string,
    set: (v: string) => void,
    list: { id: string; name: string }[],
  ) => (
    <>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select id={`${id}-${key}`} value={value} onChange={(e) => set(e.target.value)}>
        {list.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </>
  );
  return (
    <form
      className="surveys-form"
      aria-label={t('competencyReview.editing', { name: item.text })}
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate(
          {
            input: {
              annualPlanId: setup.annualPlanId,
              id: item.id,
              version: item.version,
              areaId,
              scaleId,
              text,
            },
          },
          { onSuccess: onDone },
        );
      }}
    >
      <EditRefusal error={update.error} onReload={async () => (await reload.refetch(), onDone())} />
      <label htmlFor={`${id}-text`}>{t('competencyReview.question')}</label>
      <InputText id={`${id}-text`} value={text} onChange={(e) => setText(e.target.value)} />
      {choice('area', t('competencyReview.area'), areaId, setAreaId, setup.areas)}
      {choice('scale', t('competencyReview.scale'), scaleId, setScaleId, setup.scales)}
      <span>
        <Button type="submit" label={t('competencyReview.saveChanges')} loading={update.isPending} />{' '}
        <Button type="button" text label={t('competencyReview.cancel')} onClick={onDone} />
      </span>
    </form>
  );
};

/** A competency or an area: name, description, how many questions name it. */
const NamedTab = ({ kind, setup }: { kind: 'competency' | 'area'; setup: TCompetencyReviewSetup }) => {
  const { t } = useTranslation('surveys');
  const addCompetency = useAddReviewCompetency();
  const addArea = useAddReviewArea();
  const deleteCompetency = useDeleteReviewCompetency();
  const deleteArea = useDeleteReviewArea();
  const add = kind === 'competency' ? addCompetency : addArea;
  const remove = kind === 'competency' ? deleteCompetency : deleteArea;
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const list = kind === 'competency' ? setup.competencies : setup.areas;
  const label = t(kind === 'competency' ? 'competencyReview.competencies' : 'competencyReview.areas');
  return (
    <section aria-label={label}>
      <ul aria-label={label}>
        {list.length === 0 ? <li>{t('competencyReview.none')}</li> : null}
        {list.map((c) =>
          editing === c.id ? (
            <li key={c.id}>
              <EditNamed kind={kind} setup={setup} item={c} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={c.id}>
              <strong>{c.name}</strong>
              {c.description ? ` — ${c.description}` : null} (
              {t('competencyReview.questionCount', { count: c.questionCount })}){' '}
              <Button
                type="button"
                text
                icon="pi pi-pencil"
                aria-label={t('competencyReview.edit', { name: c.name })}
                onClick={() => setEditing(c.id)}
              />
              <Trash
                label={t('setup.delete', { name: c.name })}
                onClick={() =>
                  remove.mutate({ input: { annualPlanId: setup.annualPlanId, id: c.id, version: c.version } })
                }
              />
            </li>
          ),
        )}
      </ul>
      <form
        className="surveys-form"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate(
            { input: { annualPlanId: setup.annualPlanId, name, description } },
            { onSuccess: () => (setName(''), setDescription('')) },
          );
        }}
      >
        <label htmlFor={`${kind}-name`}>{t('competencyReview.name')}</label>
        <InputText id={`${kind}-name`} value={name} onChange={(e) => setName(e.target.value)} />
        <label htmlFor={`${kind}-description`}>{t('competencyReview.description')}</label>
        <InputTextarea
          id={`${kind}-description`}
          rows={2}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <Button
          type="submit"
          label={t(kind === 'competency' ? 'competencyReview.addCompetency' : 'competencyReview.addArea')}
          loading={add.isPending}
        />
      </form>
    </section>
  );
};

const ScalesTab = ({ setup }: { setup: TCompetencyReviewSetup }) => {
  const { t } = useTranslation('surveys');
  const add = useAddReviewScale();
  const remove = useDeleteReviewScale();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const points = parsePoints(text);
    setInvalid(!points);
    if (!points) return;
    add.mutate(
      { input: { annualPlanId: setup.annualPlanId, name, points } },
      { onSuccess: () => (setName(''), setText('')) },
    );
  };
  return (
    <section aria-label={t('competencyReview.scales')}>
      <ul aria-label={t('competencyReview.scales')}>
        {setup.scales.length === 0 ? <li>{t('competencyReview.none')}</li> : null}
        {setup.scales.map((s) =>
          editing === s.id ? (
            <li key={s.id}>
              <EditScale setup={setup} item={s} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={s.id}>
              <strong>{s.name}</strong>: {s.points.map((p) => `${p.value} ${p.label}`).join(', ')} (
              {t('competencyReview.questionCount', { count: s.questionCount })}){' '}
              <Button
                type="button"
                text
                icon="pi pi-pencil"
                aria-label={t('competencyReview.edit', { name: s.name })}
                onClick={() => setEditing(s.id)}
              />
              <Trash
                label={t('setup.delete', { name: s.name })}
                onClick={() =>
                  remove.mutate({ input: { annualPlanId: setup.annualPlanId, id: s.id, version: s.version } })
                }
              />
            </li>
          ),
        )}
      </ul>
      <form onSubmit={submit} className="surveys-form">
        <label htmlFor="review-scale-name">{t('competencyReview.name')}</label>
        <InputText id="review-scale-name" value={name} onChange={(e) => setName(e.target.value)} />
        <label htmlFor="review-scale-points">{t('setup.points')}</label>
        <InputTextarea
          id="review-scale-points"
          rows={5}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={invalid}
        />
        {invalid ? <small role="alert">{t('setup.pointsInvalid')}</small> : null}
        <Button type="submit" label={t('competencyReview.addScale')} loading={add.isPending} />
      </form>
    </section>
  );
};

const QuestionsTab = ({ setup }: { setup: TCompetencyReviewSetup }) => {
  const { t } = useTranslation('surveys');
  const add = useAddReviewQuestion();
  const remove = useDeleteReviewQuestion();
  const [competencyId, setCompetencyId] = useState('');
  const [areaId, setAreaId] = useState('');
  const [scaleId, setScaleId] = useState('');
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const nameOf = (list: { id: string; name: string }[], id: string) =>
    list.find((x) => x.id === id)?.name ?? '';
  const choice = (
    id: string,
    label: string,
    value: string,
    set: (v: string) => void,
    list: { id: string; name: string }[],
  ) => (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => set(e.target.value)}>
        <option value="">{t('add.choose')}</option>
        {list.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </>
  );
  return (
    <section aria-label={t('competencyReview.questions')}>
      <ScrollTable className="surveys-table" aria-label={t('competencyReview.questions')}>
        <caption>{t('competencyReview.questions')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('competencyReview.question')}</th>
            <th scope="col">{t('competencyReview.competency')}</th>
            <th scope="col">{t('competencyReview.area')}</th>
            <th scope="col">{t('competencyReview.scale')}</th>
            <th scope="col">{t('competencyReview.answered')}</th>
            <th scope="col">
              <span className="sr-only">{t('competencyReview.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {setup.questions.map((q) =>
            editing === q.id ? (
              <tr key={q.id}>
                <td colSpan={6}>
                  <EditQuestion setup={setup} item={q} onDone={() => setEditing(null)} />
                </td>
              </tr>
            ) : (
              <tr key={q.id}>
                <td>{q.text}</td>
                <td>{nameOf(setup.competencies, q.competencyId)}</td>
                <td>{nameOf(setup.areas, q.areaId)}</td>
                <td>{nameOf(setup.scales, q.scaleId)}</td>
                <td>{q.answerCount}</td>
                <td>
                  <Button
                    type="button"
                    text
                    icon="pi pi-pencil"
                    aria-label={t('competencyReview.edit', { name: q.text })}
                    onClick={() => setEditing(q.id)}
                  />
                  <Trash
                    label={t('setup.delete', { name: q.text })}
                    onClick={() =>
                      remove.mutate({
                        input: { annualPlanId: setup.annualPlanId, id: q.id, version: q.version },
                      })
                    }
                  />
                </td>
              </tr>
            ),
          )}
        </tbody>
      </ScrollTable>
      <form
        className="surveys-form"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate(
            { input: { annualPlanId: setup.annualPlanId, competencyId, areaId, scaleId, text } },
            { onSuccess: () => setText('') },
          );
        }}
      >
        {choice(
          'review-question-competency',
          t('competencyReview.competency'),
          competencyId,
          setCompetencyId,
          setup.competencies,
        )}
        {choice('review-question-area', t('competencyReview.area'), areaId, setAreaId, setup.areas)}
        {choice('review-question-scale', t('competencyReview.scale'), scaleId, setScaleId, setup.scales)}
        <label htmlFor="review-question-text">{t('competencyReview.question')}</label>
        <InputText id="review-question-text" value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" label={t('competencyReview.addQuestion')} loading={add.isPending} />
      </form>
    </section>
  );
};

const ContributionTab = ({ setup }: { setup: TCompetencyReviewSetup }) => {
  const { t } = useTranslation('surveys');
  const save = useSetReviewContribution();
  const [weight, setWeight] = useState(String(setup.contributionWeight));
  return (
    <section aria-label={t('competencyReview.contribution')}>
      <p data-testid="contribution-now">
        {!setup.measurementEnabled
          ? t('competencyReview.measurementOff')
          : setup.contributionWeight > 0
            ? t('competencyReview.contributionIs', { weight: setup.contributionWeight })
            : t('competencyReview.contributionOff')}
      </p>
      <form
        className="surveys-form"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({
            input: {
              annualPlanId: setup.annualPlanId,
              weight: Number(weight),
              version: setup.contributionVersion,
            },
          });
        }}
      >
        <label htmlFor="review-weight">{t('competencyReview.weight')}</label>
        <InputText
          id="review-weight"
          inputMode="numeric"
          value={weight}
          onChange={(e) => setWeight(e.target.value)}
          aria-describedby="review-weight-help"
        />
        <small id="review-weight-help">{t('competencyReview.weightHelp')}</small>
        <Button type="submit" label={t('competencyReview.saveWeight')} loading={save.isPending} />
      </form>
    </section>
  );
};

/**
 * spec §2 `/app/annual/degree-360-competencies` (competencies, assessment-scales, assessment-areas,
 * assessment-questions, contribution): the 360 competency review of the chosen annual plan.
 */
export const Component = () => {
  const { t } = useTranslation('surveys');
  const { tab = 'competencies' } = useParams();
  const current: Tab = (REVIEW_TABS as readonly string[]).includes(tab) ? (tab as Tab) : 'competencies';
  const { annualPlans, chosen, choose } = useChosenAnnualPlan();
  const setup = useReviewSetup(chosen?.id);
  const query = chosen ? `?annualPlanId=${chosen.id}` : '';
  const body = () => {
    if (annualPlans.isPending || (chosen && setup.isPending)) return <Loading />;
    if (!chosen || !setup.data) return <p>{t('competencyReview.noPlan')}</p>;
    const s = setup.data.item;
    switch (current) {
      case 'competencies':
        return <NamedTab kind="competency" setup={s} />;
      case 'assessment-areas':
        return <NamedTab kind="area" setup={s} />;
      case 'assessment-scales':
        return <ScalesTab setup={s} />;
      case 'assessment-questions':
        return <QuestionsTab setup={s} />;
      case 'contribution':
        return <ContributionTab key={`${s.annualPlanId}-${s.contributionVersion}`} setup={s} />;
    }
  };
  return (
    <div className="surveys-page">
      <h1>{t('competencyReview.heading')}</h1>
      <p>
        {t('competencyReview.intro')}{' '}
        <Link to={`${BASE}/answer${query}`}>{t('competencyAnswers.openAnswers')}</Link>
      </p>
      <label htmlFor="review-plan">{t('competencyReview.plan')}</label>{' '}
      <select id="review-plan" value={chosen?.id ?? ''} onChange={(e) => choose(e.target.value)}>
        {annualPlanOptions(annualPlans.data?.list).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <UrlTabs
        label={t('competencyReview.tabs.label')}
        current={current}
        tabs={REVIEW_TABS.map((id) => ({
          id,
          to: `${BASE}/${id}${query}`,
          label: t(`competencyReview.tabs.${id}`),
        }))}
      />
      {body()}
    </div>
  );
};
