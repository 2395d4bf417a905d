import type { ModuleKey } from '@stratum/contracts';
import { InputSwitch } from 'primereact/inputswitch';
import { Tag } from 'primereact/tag';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmOptions } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useUpdateCompanyModule } from './api';

export interface ModuleSwitchProps {
  moduleKey: ModuleKey;
  companyId: string;
  companyName: string;
  enabled: boolean;
  /** a core module is on for every company: shown on, not switchable */
  core: boolean;
  /** the page's confirm (useConfirm): switching a module off takes people's access away */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}

/** One module for one company, switched on or off (spec §1: enabling modules per company). */
export const ModuleSwitch = ({
  moduleKey,
  companyId,
  companyName,
  enabled,
  core,
  confirm,
}: ModuleSwitchProps) => {
  const { t } = useTranslation('platform');
  const { t: ts } = useTranslation();
  const update = useUpdateCompanyModule();
  const [saving, setSaving] = useState<boolean | null>(null);
  const hintId = useId();
  const names = { module: ts(`modules.${moduleKey}.name`), company: companyName };
  const label = t('modules.enabledFor', names);

  if (core)
    return (
      <span className="module-switch">
        <InputSwitch
          checked
          disabled
          aria-label={label}
          aria-describedby={hintId}
          tooltip={t('modules.coreHint', names)}
          tooltipOptions={{ showOnDisabled: true, position: 'top' }}
        />
        <Tag value={t('modules.core')} severity="info" />
        <span id={hintId} className="sr-only">
          {t('modules.coreHint', names)}
        </span>
      </span>
    );

  const checked = saving ?? enabled;
  const change = async (on: boolean) => {
    const confirmed =
      on ||
      (await confirm({
        title: t('modules.confirmOffTitle', names),
        message: t('modules.confirmOff', names),
        confirmLabel: t('modules.switchOff'),
      }));
    if (!confirmed) return;
    setSaving(on);
    try {
      await update.mutateAsync({ input: { companyId, moduleKey, enabled: on } });
      notify({ severity: 'success', summary: t(on ? 'modules.enabled' : 'modules.disabled', names) });
    } catch {
      // The central toast says why ("Enable module Failed"); the switch shows the stored state again.
    } finally {
      setSaving(null);
    }
  };
  return (
    <span className="module-switch">
      <InputSwitch
        checked={checked}
        disabled={update.isPending}
        aria-label={label}
        onChange={(e) => void change(Boolean(e.value))}
      />
      <span aria-hidden="true">{checked ? t('modules.on') : t('modules.off')}</span>
    </span>
  );
};
