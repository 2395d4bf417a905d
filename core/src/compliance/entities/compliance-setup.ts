/**
 * The compliance set-up of a company (categories, complying and compliance teams, regulations,
 * universes) lives in the company's partition in one collection: the whole set-up is ONE query.
 * It is small (hundreds of items) and every activity read needs its names.
 */
export const COMPLIANCE_SETUP_COLLECTION = 'complianceSetup';
