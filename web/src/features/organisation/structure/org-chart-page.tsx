import type { TOrgChartUnit } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FilterSelect } from '../../../components/filter-select';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { StatusTag } from '../../../components/status-tag';
import { useMyCompanyDetails, useOrgChart } from './api';
import { unitPaths } from './levels';
import { buildOrgTree, defaultExpanded, type OrgNode } from './org-tree';
import './structure.css';

const VIEWS = ['chart', 'tree'] as const;
type View = (typeof VIEWS)[number];

/**
 * spec §2 org-chart: the company's units from the business units down, each with its head and the
 * people in it and below it (`employee/org-employees`). A large company stays readable: deeper
 * levels start folded, any unit opens or folds, one business unit can be shown alone, and the
 * outline view lists the same tree indented. Filters and view live in the URL.
 */
export const Component = () => {
  const { t } = useTranslation('organisation');
  const { t: ts } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const view: View = VIEWS.find((v) => v === query.get('view')) ?? 'chart';
  const withInactive = query.get('inactive') === '1';
  const businessUnit = query.get('businessUnit') ?? undefined;
  const chart = useOrgChart(withInactive ? undefined : 'Active');
  const company = useMyCompanyDetails();
  const inactiveId = useId();

  const roots = useMemo(() => buildOrgTree(chart.data?.units ?? []), [chart.data]);
  const shown = businessUnit ? roots.filter((r) => r.unit.id === businessUnit) : roots;
  // null: the default (small charts open, large ones show business units and departments).
  const [expanded, setExpanded] = useState<ReadonlySet<string> | null>(null);
  const open = expanded ?? defaultExpanded(roots);

  // A chart wider than the page starts scrolled to its middle, where the company sits.
  const scroller = useRef<HTMLDivElement | null>(null);
  const drawn = chart.data !== undefined;
  useEffect(() => {
    const el = scroller.current;
    if (el && view === 'chart') el.scrollLeft = Math.max(0, (el.scrollWidth - el.clientWidth) / 2);
  }, [view, drawn, businessUnit]);

  const setParam = (key: string, value: string | undefined) =>
    setQuery(
      (q) => {
        if (value) q.set(key, value);
        else q.delete(key);
        return q;
      },
      { replace: true },
    );
  const toggle = (id: string) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setExpanded(next);
  };
  const allIds = (nodes: readonly OrgNode[]): string[] =>
    nodes.flatMap((n) => (n.children.length > 0 ? [n.unit.id, ...allIds(n.children)] : []));

  const header = (
    <PageHeader
      title={ts('nav.orgChart')}
      actions={
        roots.length > 0 ? (
          <>
            <Button
              type="button"
              icon="pi pi-plus"
              label={t('chart.expandAll')}
              outlined
              onClick={() => setExpanded(new Set(allIds(roots)))}
            />
            <Button
              type="button"
              icon="pi pi-minus"
              label={t('chart.collapseAll')}
              outlined
              onClick={() => setExpanded(new Set())}
            />
          </>
        ) : undefined
      }
    >
      <p className="page-subtitle">{t('chart.intro')}</p>
    </PageHeader>
  );

  if (chart.isPending)
    return (
      <section>
        {header}
        <Loading />
      </section>
    );
  if (chart.isError)
    return (
      <section>
        {header}
        <div className="card">
          <EmptyState
            icon="pi pi-exclamation-circle"
            title={ts('table.failed')}
            text={chart.error.message}
            action={
              <Button
                type="button"
                icon="pi pi-refresh"
                label={ts('common.retry')}
                outlined
                onClick={() => void chart.refetch()}
              />
            }
          />
        </div>
      </section>
    );

  const companyName = company.data?.company.companyName ?? t('chart.company');
  return (
    <section className="org-chart-page">
      {header}
      <div className="card">
        <div className="list-toolbar">
          <div className="list-filters">
            <FilterSelect
              label={t('chart.businessUnit')}
              value={businessUnit}
              options={roots.map((r) => ({ value: r.unit.id, label: r.unit.name }))}
              allLabel={t('chart.allBusinessUnits')}
              onChange={(next) => setParam('businessUnit', next)}
            />
            <div className="list-filter org-chart-check">
              <Checkbox
                inputId={inactiveId}
                checked={withInactive}
                onChange={(e) => setParam('inactive', e.checked ? '1' : undefined)}
              />
              <label htmlFor={inactiveId}>{t('chart.includeInactive')}</label>
            </div>
          </div>
          <div className="org-chart-views" role="group" aria-label={t('chart.view')}>
            {VIEWS.map((v) => (
              <Button
                key={v}
                type="button"
                label={t(`chart.views.${v}`)}
                icon={v === 'chart' ? 'pi pi-sitemap' : 'pi pi-list'}
                outlined={v !== view}
                aria-pressed={v === view}
                onClick={() => setParam('view', v === 'chart' ? undefined : v)}
              />
            ))}
          </div>
        </div>
        {roots.length === 0 ? (
          <EmptyState
            icon="pi pi-sitemap"
            title={t('chart.empty')}
            text={t('chart.emptyText')}
            action={
              <Link className="p-button" to={unitPaths('business-unit').add}>
                {ts('nav.addBusinessUnit')}
              </Link>
            }
          />
        ) : (
          <div
            ref={scroller}
            className={`org-chart view-${view}`}
            role="region"
            aria-label={t('chart.treeLabel')}
            // A wide chart scrolls: keyboards reach the scrolling too.
            tabIndex={0}
          >
            <ul>
              <li>
                <div className="org-node org-node-company">
                  <strong className="org-node-name">{companyName}</strong>
                  <span className="org-node-people">
                    {t('chart.employees', { count: chart.data.employees })}
                  </span>
                </div>
                <Branch nodes={shown} open={open} onToggle={toggle} />
              </li>
            </ul>
          </div>
        )}
      </div>
    </section>
  );
};

interface BranchProps {
  nodes: readonly OrgNode[];
  open: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

const Branch = ({ nodes, open, onToggle }: BranchProps) =>
  nodes.length === 0 ? null : (
    <ul>
      {nodes.map((node) => (
        <li key={node.unit.id}>
          <UnitCard node={node} expanded={open.has(node.unit.id)} onToggle={onToggle} />
          {open.has(node.unit.id) ? <Branch nodes={node.children} open={open} onToggle={onToggle} /> : null}
        </li>
      ))}
    </ul>
  );

const UnitCard = ({
  node,
  expanded,
  onToggle,
}: {
  node: OrgNode;
  expanded: boolean;
  onToggle: (id: string) => void;
}) => {
  const { t } = useTranslation('organisation');
  const u: TOrgChartUnit = node.unit;
  return (
    <div className={`org-node org-node-${u.level}`}>
      <span className="org-node-level">{t(`levels.${u.level}.one`)}</span>
      <Link className="org-node-name" to={unitPaths(u.level).edit(u.id)}>
        {u.name}
      </Link>
      {u.status === 'Inactive' ? <StatusTag value="Inactive" /> : null}
      <span className="org-node-head">
        {u.head ? (
          <>
            {u.head.fullName}
            {u.headJobTitle ? <span className="org-node-title"> · {u.headJobTitle}</span> : null}
          </>
        ) : (
          <span className="muted">{t('chart.noHead')}</span>
        )}
      </span>
      <span className="org-node-people">{t('chart.people', { count: node.people })}</span>
      {node.children.length > 0 ? (
        <button
          type="button"
          className="org-node-toggle"
          aria-expanded={expanded}
          aria-label={t(expanded ? 'chart.collapse' : 'chart.expand', { name: u.name })}
          onClick={() => onToggle(u.id)}
        >
          <i className={expanded ? 'pi pi-chevron-up' : 'pi pi-chevron-down'} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
};
