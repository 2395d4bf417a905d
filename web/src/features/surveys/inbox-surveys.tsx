import { listInboxSurveys, type TInboxSurveys } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnabledModules } from '../../lib/company-modules';
import { routeQueryOptions } from '../../lib/query';
import { useUrlParam } from '../../lib/use-url-param';
import './surveys.css';
import { ScrollTable } from '../../components/scroll-table';

export type InboxSurveyView = 'reviews' | 'surveys' | 'degree-360';
const VIEWS: InboxSurveyView[] = ['reviews', 'surveys', 'degree-360'];

/**
 * The view chosen on an inbox review page (`?view=`, spec §2: each "with survey and 360-degree
 * survey views"), and whether the choice is offered: only while the company has the Surveys module,
 * so the page never asks for what would be refused.
 */
export const useInboxSurveyView = (): {
  offered: boolean;
  view: InboxSurveyView;
  setView: (v: InboxSurveyView) => void;
} => {
  const offered = useEnabledModules()?.has('surveys') ?? false;
  const [raw, set] = useUrlParam('view', { replace: true });
  const view = offered && VIEWS.includes(raw as InboxSurveyView) ? (raw as InboxSurveyView) : 'reviews';
  return { offered, view, setView: (v) => set(v === 'reviews' ? undefined : v) };
};

/** The view selector: reviews, surveys, 360-degree surveys. */
export const InboxViewSelector = ({
  view,
  setView,
}: {
  view: InboxSurveyView;
  setView: (v: InboxSurveyView) => void;
}) => {
  const { t } = useTranslation('surveys');
  return (
    <div className="inbox-views" role="group" aria-label={t('inbox.views')}>
      {VIEWS.map((v) => (
        <button
          key={v}
          type="button"
          className={`p-button p-button-sm${view === v ? '' : ' p-button-outlined'}`}
          aria-pressed={view === v}
          onClick={() => setView(v)}
        >
          {t(`inbox.view.${v}`)}
        </button>
      ))}
    </div>
  );
};

const OrgSurveys = ({ list }: { list: TInboxSurveys['organisational'] }) => {
  const { t } = useTranslation('surveys');
  if (list.length === 0) return <p className="muted">{t('inbox.noOrg')}</p>;
  return (
    <>
      <p className="muted">{t('inbox.orgIntro')}</p>
      <ScrollTable className="surveys-table" aria-label={t('inbox.orgTable')}>
        <thead>
          <tr>
            <th>{t('inbox.title')}</th>
            <th>{t('inbox.period')}</th>
            <th>{t('inbox.endDate')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((s) => (
            <tr key={s.id}>
              <td>{s.title}</td>
              <td>{s.period}</td>
              <td>{s.endDate}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </>
  );
};

const MySurveys = ({ list }: { list: TInboxSurveys['mine'] }) => {
  const { t } = useTranslation('surveys');
  if (list.length === 0) return <p className="muted">{t('inbox.noMine')}</p>;
  return (
    <ScrollTable className="surveys-table" aria-label={t('inbox.mineTable')}>
      <thead>
        <tr>
          <th>{t('inbox.title')}</th>
          <th>{t('inbox.dates')}</th>
          <th>{t('inbox.status')}</th>
          <th>{t('inbox.report')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((s) => (
          <tr key={s.id}>
            <td>{s.title}</td>
            <td>
              {s.startDate} – {s.endDate}
            </td>
            <td>{t(`status.${s.status}`)}</td>
            <td>
              {s.reportReady ? (
                <Link to={`/app/degree-360/report/${s.id}`}>{t('inbox.openReport', { title: s.title })}</Link>
              ) : (
                <span className="muted">{t('inbox.reportLater')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
};

const TeamSurveys = ({ list }: { list: TInboxSurveys['team'] }) => {
  const { t } = useTranslation('surveys');
  if (list.length === 0) return <p className="muted">{t('inbox.noTeam')}</p>;
  return (
    <>
      <p className="muted">{t('inbox.teamIntro')}</p>
      <ScrollTable className="surveys-table" aria-label={t('inbox.teamTable')}>
        <thead>
          <tr>
            <th>{t('inbox.employee')}</th>
            <th>{t('inbox.title')}</th>
            <th>{t('inbox.dates')}</th>
            <th>{t('inbox.status')}</th>
            <th>{t('inbox.completion')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((s) => (
            <tr key={s.id}>
              <td>{s.subjectName}</td>
              <td>{s.title}</td>
              <td>
                {s.startDate} – {s.endDate}
              </td>
              <td>{t(`status.${s.status}`)}</td>
              <td>{t('inbox.answeredOf', { answered: s.answered, count: s.reviewerCount })}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </>
  );
};

/**
 * My inbox's survey and 360-degree survey views (docs/surveys.md "My inbox's survey views"): the
 * open organisational surveys the person is asked to answer; the 360-degree surveys about them
 * (status, and their report once it can be read) or, on the subordinates' page, about their direct
 * reports (completion only). One read, `degree-360/inbox-surveys`, which answers only the caller's own.
 */
export const InboxSurveys = ({ view, team }: { view: 'surveys' | 'degree-360'; team: boolean }) => {
  const { t } = useTranslation('surveys');
  const q = useQuery(routeQueryOptions(listInboxSurveys, {}));
  if (q.isPending) return <p className="muted">{t('inbox.loading')}</p>;
  if (q.isError) return <p role="alert">{q.error.message}</p>;
  const data = q.data.item;
  return (
    <section className="inbox-surveys" aria-label={t(`inbox.view.${view}`)}>
      {view === 'surveys' ? (
        <OrgSurveys list={data.organisational} />
      ) : team ? (
        <TeamSurveys list={data.team} />
      ) : (
        <MySurveys list={data.mine} />
      )}
    </section>
  );
};
