import { Button } from 'primereact/button';

export interface RowAction {
  /** what the button does, e.g. "Rename" */
  label: string;
  /** the row's name: the button is announced as "Rename Financial" */
  name: string;
  /** a primeicons class */
  icon: string;
  onClick: () => void;
  severity?: 'secondary' | 'danger';
}

/** A row's icon buttons, each named with its row for assistive technology. */
export const RowActions = ({ actions }: { actions: readonly RowAction[] }) => (
  <div className="row-actions">
    {actions.map((a) => (
      <Button
        key={a.label}
        type="button"
        icon={a.icon}
        rounded
        text
        severity={a.severity ?? 'secondary'}
        aria-label={`${a.label} ${a.name}`}
        tooltip={a.label}
        tooltipOptions={{ position: 'top' }}
        onClick={a.onClick}
      />
    ))}
  </div>
);
