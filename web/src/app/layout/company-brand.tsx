import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface CompanyBrandProps {
  /** the company's name; null for the platform owner (the product's brand shows) */
  companyName: string | null;
  /** the company logo's URL (company/my-company), null while it loads or when there is none */
  logoUrl: string | null;
  home: string;
}

/** The header's brand: the company's logo or name (spec §2), or Stratum's for the owner; links home. */
export const CompanyBrand = ({ companyName, logoUrl, home }: CompanyBrandProps) => {
  const { t } = useTranslation();
  // A logo link that has expired or broken falls back to the name rather than a broken image.
  const [failed, setFailed] = useState<string | null>(null);
  if (companyName === null)
    return (
      <Link to={home} className="brand">
        <img className="brand-mark" src="/favicon.svg" alt="" width={28} height={28} />
        <span className="brand-name">{t('app.name')}</span>
      </Link>
    );
  return (
    <Link to={home} className="brand">
      {logoUrl && failed !== logoUrl ? (
        <img
          className="brand-logo"
          src={logoUrl}
          alt={t('header.companyLogo', { company: companyName })}
          onError={() => setFailed(logoUrl)}
        />
      ) : (
        <span className="brand-name">{companyName}</span>
      )}
    </Link>
  );
};
