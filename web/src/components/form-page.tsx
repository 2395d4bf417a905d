import type { FieldValues } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Form, type FormProps } from './form/form';
import { PageHeader } from './page-header';

export interface FormPageProps<TIn extends FieldValues, TOut> extends Omit<
  FormProps<TIn, TOut>,
  'secondary'
> {
  title: string;
  /** where Cancel goes (usually the list) */
  cancelTo?: string;
}

/** An add/edit screen: the page title, then the form in a card, Cancel beside Save. */
export const FormPage = <TIn extends FieldValues, TOut>({
  title,
  cancelTo,
  ...form
}: FormPageProps<TIn, TOut>) => {
  const { t } = useTranslation();
  return (
    <section className="form-page">
      <PageHeader title={title} />
      <div className="card">
        <Form
          label={title}
          {...form}
          secondary={
            cancelTo ? (
              <Link className="p-button p-button-text" to={cancelTo}>
                {t('common.cancel')}
              </Link>
            ) : null
          }
        />
      </div>
    </section>
  );
};
