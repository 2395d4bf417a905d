import type { ButtonHTMLAttributes } from 'react';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  label: string;
  /** a PrimeIcons class, e.g. `pi pi-refresh` */
  icon?: string;
  outlined?: boolean;
  /** busy: a spinner instead of the icon, and disabled */
  loading?: boolean;
}

/**
 * A button that looks like PrimeReact's (the theme's `p-button` classes) without loading
 * PrimeReact: for the screens before sign-in and the error page, which carry no PrimeReact
 * (docs/benchmarks.md: the sign-in page).
 */
export const PlainButton = ({
  label,
  icon,
  outlined = false,
  loading = false,
  className,
  disabled,
  type = 'button',
  ...rest
}: PlainButtonProps) => {
  const classes = ['p-button', 'p-component'];
  if (outlined) classes.push('p-button-outlined');
  if (loading || disabled) classes.push('p-disabled');
  if (className) classes.push(className);
  const shownIcon = loading ? 'pi pi-spinner pi-spin' : icon;
  return (
    <button {...rest} type={type} className={classes.join(' ')} disabled={loading || disabled}>
      {shownIcon ? (
        <span className={`p-button-icon p-c p-button-icon-left ${shownIcon}`} aria-hidden="true" />
      ) : null}
      <span className="p-button-label p-c">{label}</span>
    </button>
  );
};
