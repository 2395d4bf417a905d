import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface CompanyBrandProps {
  /** the company's name; null for the platform owner (the product's name shows) */
  companyName: string | null;
  /**
   * The company logo's URL. There is no employee-readable company call yet (company/get-by-id is
   * the owner's), so the layout passes null and the name shows; pass the URL once one exists.
   */
  logoUrl: string | null;
  home: string;
}

/** The header's brand: the company's logo or name (spec §2), linking home. */
export const CompanyBrand = ({ companyName, logoUrl, home }: CompanyBrandProps) => {
  const { t } = useTranslation();
  const name = companyName ?? t('app.name');
  return (
    <Link to={home} className="brand">
      {logoUrl ? (
        <img className="brand-logo" src={logoUrl} alt={t('header.companyLogo', { company: name })} />
      ) : (
        <span className="brand-name">{name}</span>
      )}
    </Link>
  );
};
