/** The lower-cased name a name claim holds. */
export const nameKeyOf = (name: string): string => name.trim().toLowerCase();

/** Claim scopes: rating type, category and team names are unique in the company (any case). */
export const NAME_SCOPE = {
  type: (companyId: string) => `risk-type#${companyId}`,
  category: (companyId: string) => `risk-category#${companyId}`,
  team: (companyId: string) => `risk-team#${companyId}`,
} as const;
