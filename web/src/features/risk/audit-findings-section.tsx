import { AUDIT_FINDINGS_ROUTES } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnabledModules } from '../../lib/company-modules';
import { routeQueryOptions } from '../../lib/query';

const SEVERITY = { High: 'danger', Medium: 'warning', Low: 'success' } as const;

/**
 * The audit findings that concern this risk, read through the audit module's own route. A company
 * without Audit Management sees nothing here, and the page does not ask (a screen makes no call
 * its user may not make).
 */
export const AuditFindingsSection = ({ riskId }: { riskId: string }) => {
  const { t } = useTranslation('audit-findings');
  const audit = useEnabledModules()?.has('audit') ?? false;
  const findings = useQuery({
    ...routeQueryOptions(AUDIT_FINDINGS_ROUTES.listRiskFindings, { riskId }),
    enabled: audit,
    retry: false,
  });
  if (!findings.isSuccess) return null;
  const list = findings.data.list;
  return (
    <section className="card risk-section" aria-label={t('onRisk.title')}>
      <h2>{t('onRisk.title')}</h2>
      {list.length === 0 ? <p>{t('onRisk.empty')}</p> : null}
      <ul>
        {list.map((f) => (
          <li key={f.id}>
            {/* spec §2 audits/manage/{id}: the finding's page in the engagement */}
            {f.mayOpen ? (
              <Link to={`/app/audit-management/audits/manage/${f.engagementId}/findings/${f.id}`}>
                {f.title}
              </Link>
            ) : (
              // the page is the audit team's: others read the title here
              f.title
            )}{' '}
            <Tag value={t(`rating.${f.rating}`)} severity={SEVERITY[f.rating]} /> · {t('onRisk.audit')}:{' '}
            {f.engagementTitle}
          </li>
        ))}
      </ul>
    </section>
  );
};
