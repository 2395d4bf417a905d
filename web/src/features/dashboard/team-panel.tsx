import { getDashboardTeam } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../components/date-text';
import { StatusTag } from '../../components/status-tag';
import { routeQueryOptions } from '../../lib/query';

/**
 * A supervisor's team this quarter (docs/dashboard.md): each report's agreement and assessment
 * state and what their quarter waits for, linking to the inbox where the supervisor acts. Shown
 * only to someone with reports in the quarter today falls in (the dashboard decides the module).
 */
export const TeamPanel = () => {
  const { t } = useTranslation(['shell', 'inbox']);
  const team = useQuery(routeQueryOptions(getDashboardTeam, {}));
  const data = team.data;
  if (!data?.period || data.list.length === 0) return null;
  const { period } = data;
  return (
    <section className="card team-panel" aria-labelledby="team-title">
      <h2 id="team-title">
        {t('dashboard.teamTitle', { plan: period.planName, quarter: String(period.quarter + 1) })}
      </h2>
      <p className="page-subtitle">
        <DateText value={period.startDate} /> – <DateText value={period.endDate} /> ·{' '}
        {data.awaitingMe > 0 ? (
          <Link to="/app/my-inbox/main">{t('dashboard.teamAwaitingMe', { count: data.awaitingMe })}</Link>
        ) : (
          t('dashboard.teamNothingAwaits')
        )}
      </p>
      {/* focusable, so a keyboard can scroll it sideways on a narrow screen */}
      <div className="team-table-scroll" tabIndex={0}>
        <table className="team-table">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.teamPerson')}</th>
              <th scope="col">{t('dashboard.teamAgreement')}</th>
              <th scope="col">{t('dashboard.teamAssessment')}</th>
              <th scope="col">{t('dashboard.teamWaitingFor')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((r) => (
              <tr key={r.scorecardId}>
                <th scope="row">
                  {r.employeeName}
                  {r.actingForName ? (
                    <span className="awaits-detail">
                      {t('dashboard.teamActingFor', { name: r.actingForName })}
                    </span>
                  ) : null}
                </th>
                <td>
                  <StatusTag value={r.agreementStatus} />
                </td>
                <td>
                  <StatusTag value={r.assessmentStatus} />
                </td>
                <td>{r.awaitingStep ? t(`inbox:steps.${r.awaitingStep}`) : t('dashboard.teamDone')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
};
