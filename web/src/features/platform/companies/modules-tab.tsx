import type { TCompany, TCompanyModule } from '@stratum/contracts';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { namedTable } from '../../../components/table-name';
import { useCompanyModules } from '../modules/api';
import { ModuleSwitch } from '../modules/module-switch';

/** The company's modules, each switched on or off here (core modules always on). */
export const ModulesTab = ({ company }: { company: TCompany }) => {
  const { t } = useTranslation('platform');
  const { t: ts } = useTranslation();
  const modules = useCompanyModules(company.id);
  const [confirm, confirmDialog] = useConfirm();
  if (modules.isPending) return <Loading />;
  if (modules.isError)
    return (
      <EmptyState icon="pi pi-exclamation-circle" title={ts('pages.error')} text={modules.error.message} />
    );
  return (
    <>
      {confirmDialog}
      <DataTable
        value={modules.data.list}
        dataKey="moduleKey"
        pt={namedTable(t('modules.companyModulesLabel', { company: company.companyName }))}
        stripedRows
      >
        <Column
          header={t('modules.name')}
          body={(m: TCompanyModule) => <strong>{ts(`modules.${m.moduleKey}.name`)}</strong>}
        />
        <Column
          header={t('modules.description')}
          body={(m: TCompanyModule) => ts(`modules.${m.moduleKey}.description`)}
        />
        <Column
          header={t('modules.enabledColumn')}
          body={(m: TCompanyModule) => (
            <ModuleSwitch
              moduleKey={m.moduleKey}
              companyId={company.id}
              companyName={company.companyName}
              enabled={m.enabled}
              core={m.core}
              confirm={confirm}
            />
          )}
        />
      </DataTable>
    </>
  );
};
