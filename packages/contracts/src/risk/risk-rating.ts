import { z } from 'zod';
import { ZId, ZIsoDateTime, ZName, ZVersion } from '../common';
import { familyRoutes } from '../route';

/**
 * Risk rating set-up (spec §1, §3, §7 `risk-rating`, §9): rating types with their level bands,
 * the impact and likelihood scales, each rating type's matrix (impact × likelihood → ratingScore,
 * whose level the type's bands give), risk categories and risk teams. Shared by both registers
 * (risk-register.ts). A company's first use of the module gives it the defaults: the two five-point scales
 * and a "Default" four-level rating type with the 5×5 matrix (docs/risk.md).
 */

/** A rating type rates on four levels (Low, Moderate, High, Extreme) or three (Low, Medium, High). */
export const RISK_SCHEMES = ['four-level', 'three-level'] as const;
export const ZRiskScheme = z.enum(RISK_SCHEMES);

/** Every level of either scheme (spec §9), lowest first. */
export const RISK_LEVELS = ['Low', 'Medium', 'Moderate', 'High', 'Extreme'] as const;
export const ZRiskLevel = z.enum(RISK_LEVELS);
export type TRiskLevel = z.infer<typeof ZRiskLevel>;

/** The two five-point scales: impact (Insignificant 1 … Catastrophic 5), likelihood (Rare 1 … Certain 5). */
export const RISK_AXES = ['impact', 'likelihood'] as const;
export type RiskAxis = (typeof RISK_AXES)[number];
export const ZRiskAxis = z.enum(RISK_AXES);

const scoreMessage = 'must be a whole number from 1 to 5';
/** An impact or likelihood score in a JSON body. */
export const ZScaleScore = z
  .number({ error: scoreMessage })
  .int(scoreMessage)
  .min(1, scoreMessage)
  .max(5, scoreMessage);

const ratingScoreMessage = 'must be a whole number from 1 to 25';
export const ZRatingScore = z
  .number({ error: ratingScoreMessage })
  .int(ratingScoreMessage)
  .min(1, ratingScoreMessage)
  .max(25, ratingScoreMessage);

const ZDescription = z
  .string()
  .trim()
  .max(1000, 'description must be at most 1000 characters')
  .optional()
  .transform((v) => v || null);

export const ZRiskLevelBandSchema = z.object({
  level: ZRiskLevel,
  min: z.number().int(),
  max: z.number().int(),
  colour: z.string(),
});

export const ZRiskRatingTypeSchema = z.object({
  id: ZId,
  name: z.string(),
  description: z.string().nullable(),
  scheme: ZRiskScheme,
  /** the lowest rating score of each level above Low */
  thresholds: z.array(z.number().int()),
  /** each level's score range and colour, lowest first */
  bands: z.array(ZRiskLevelBandSchema),
  /** risks of either register rated with it: it cannot be deleted while any are */
  riskCount: z.number().int(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TRiskRatingType = z.infer<typeof ZRiskRatingTypeSchema>;

export const ZRiskScalePointSchema = z.object({
  id: ZId,
  axis: ZRiskAxis,
  score: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TRiskScalePoint = z.infer<typeof ZRiskScalePointSchema>;

/** spec §3: "Risk rating matrix entry: id, impact, likelihood, ratingScore, riskRatingTypeId". */
export const ZRiskMatrixEntrySchema = z.object({
  id: ZId,
  riskRatingTypeId: ZId,
  impact: z.number().int(),
  likelihood: z.number().int(),
  ratingScore: z.number().int(),
  /** from the rating type's bands */
  level: ZRiskLevel,
  colour: z.string(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TRiskMatrixEntry = z.infer<typeof ZRiskMatrixEntrySchema>;

export const ZRiskCategorySchema = z.object({
  id: ZId,
  name: z.string(),
  description: z.string().nullable(),
  riskCount: z.number().int(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TRiskCategory = z.infer<typeof ZRiskCategorySchema>;

export const ZRiskTeamSchema = z.object({
  id: ZId,
  name: z.string(),
  description: z.string().nullable(),
  leader: z.object({ employeeId: ZId, fullName: z.string() }).nullable(),
  riskCount: z.number().int(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TRiskTeam = z.infer<typeof ZRiskTeamSchema>;

// ---------------------------------------------------------------- requests

const ZRef = { id: ZId, version: ZVersion };
export const ZRiskRefRequestSchema = z.object(ZRef);

const typeFields = {
  name: ZName('name'),
  description: ZDescription,
  scheme: ZRiskScheme.default('four-level'),
  /** the lowest rating score of each level above Low; the scheme's defaults when left out */
  thresholds: z
    .array(z.number({ error: 'must be numbers' }))
    .max(4)
    .optional(),
};
export const ZAddRiskRatingTypeRequestSchema = z.object(typeFields);
export type TAddRiskRatingTypeRequest = z.infer<typeof ZAddRiskRatingTypeRequestSchema>;
export const ZUpdateRiskRatingTypeRequestSchema = z.object({ ...ZRef, ...typeFields });
export type TUpdateRiskRatingTypeRequest = z.infer<typeof ZUpdateRiskRatingTypeRequestSchema>;

export const ZAddRiskScalePointRequestSchema = z.object({
  name: ZName('name'),
  score: ZScaleScore,
  description: ZDescription,
});
export type TAddRiskScalePointRequest = z.infer<typeof ZAddRiskScalePointRequestSchema>;
/** A point's score is what it is: to move it, delete it and add another. */
export const ZUpdateRiskScalePointRequestSchema = z.object({
  ...ZRef,
  name: ZName('name'),
  description: ZDescription,
});
export type TUpdateRiskScalePointRequest = z.infer<typeof ZUpdateRiskScalePointRequestSchema>;

export const ZRiskMatrixRequestSchema = z.object({ riskRatingTypeId: ZId });
export const ZAddRiskMatrixEntryRequestSchema = z.object({
  riskRatingTypeId: ZId,
  impact: ZScaleScore,
  likelihood: ZScaleScore,
  ratingScore: ZRatingScore,
});
export type TAddRiskMatrixEntryRequest = z.infer<typeof ZAddRiskMatrixEntryRequestSchema>;
/** An entry's cell is what it is: only its rating score changes. */
export const ZUpdateRiskMatrixEntryRequestSchema = z.object({
  ...ZRef,
  riskRatingTypeId: ZId,
  ratingScore: ZRatingScore,
});
export type TUpdateRiskMatrixEntryRequest = z.infer<typeof ZUpdateRiskMatrixEntryRequestSchema>;
export const ZDeleteRiskMatrixEntryRequestSchema = z.object({ ...ZRef, riskRatingTypeId: ZId });

const categoryFields = { name: ZName('name'), description: ZDescription };
export const ZAddRiskCategoryRequestSchema = z.object(categoryFields);
export type TAddRiskCategoryRequest = z.infer<typeof ZAddRiskCategoryRequestSchema>;
export const ZUpdateRiskCategoryRequestSchema = z.object({ ...ZRef, ...categoryFields });
export type TUpdateRiskCategoryRequest = z.infer<typeof ZUpdateRiskCategoryRequestSchema>;

const teamFields = { name: ZName('name'), description: ZDescription, leaderId: ZId.nullable().optional() };
export const ZAddRiskTeamRequestSchema = z.object(teamFields);
export type TAddRiskTeamRequest = z.infer<typeof ZAddRiskTeamRequestSchema>;
export const ZUpdateRiskTeamRequestSchema = z.object({ ...ZRef, ...teamFields });
export type TUpdateRiskTeamRequest = z.infer<typeof ZUpdateRiskTeamRequestSchema>;

// ---------------------------------------------------------------- routes

const family = 'risk-rating';

/** Everyone with the Risk Management module reads the setup; its administrators change it. */
const read = familyRoutes(family, 'risk');
const write = familyRoutes(family, 'risk', { note: 'Risk Management administrators' });

const list = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item) });
const one = <T extends z.ZodType>(item: T) => z.object({ item });

export const listRiskRatingTypes = read(
  'all-types',
  'GET',
  'Every rating type of the company, by name, with its level bands',
  z.object({}),
  list(ZRiskRatingTypeSchema),
  'Get Risk Rating Type Failed',
);
export const addRiskRatingType = write(
  'add-type',
  'POST',
  'Add a rating type; it starts with the default 5×5 matrix (ratingScore = impact × likelihood)',
  ZAddRiskRatingTypeRequestSchema,
  one(ZRiskRatingTypeSchema),
  'Add Risk Rating Type Failed',
);
export const updateRiskRatingType = write(
  'update-type',
  'POST',
  'Rename a rating type, or change its scheme or level bands (levels follow at once everywhere)',
  ZUpdateRiskRatingTypeRequestSchema,
  one(ZRiskRatingTypeSchema),
  'Update Risk Rating Type Failed',
);
export const deleteRiskRatingType = write(
  'delete-type',
  'POST',
  'Delete a rating type no risk is rated with, and its matrix',
  ZRiskRefRequestSchema,
  one(ZRiskRatingTypeSchema),
  'Delete Risk Rating Type Failed',
);

const SCALE_TITLE = { impact: 'Risk Impact', likelihood: 'Risk Likelihood' } as const;
const SCALE_PLURAL = { impact: 'impacts', likelihood: 'likelihoods' } as const;

const scaleRoutes = (axis: RiskAxis) => {
  const title = SCALE_TITLE[axis];
  const plural = SCALE_PLURAL[axis];
  return {
    all: read(
      `all-${plural}`,
      'GET',
      `The company's ${axis} scale, lowest score first`,
      z.object({}),
      list(ZRiskScalePointSchema),
      `Get ${title} Failed`,
    ),
    add: write(
      `add-${axis}`,
      'POST',
      `Name a score (1 to 5) of the ${axis} scale`,
      ZAddRiskScalePointRequestSchema,
      one(ZRiskScalePointSchema),
      `Add ${title} Failed`,
    ),
    update: write(
      `update-${axis}`,
      'POST',
      `Rename a point of the ${axis} scale`,
      ZUpdateRiskScalePointRequestSchema,
      one(ZRiskScalePointSchema),
      `Update ${title} Failed`,
    ),
    delete: write(
      `delete-${axis}`,
      'POST',
      `Delete a point of the ${axis} scale no risk is rated at`,
      ZRiskRefRequestSchema,
      one(ZRiskScalePointSchema),
      `Delete ${title} Failed`,
    ),
  };
};

/** The four calls of each scale, by axis. */
export const RISK_SCALE_ROUTES = {
  impact: scaleRoutes('impact'),
  likelihood: scaleRoutes('likelihood'),
} as const;

export const getRiskMatrix = read(
  'matrix',
  'GET',
  "A rating type's matrix: each entry with its level and colour, impact then likelihood",
  ZRiskMatrixRequestSchema,
  z.object({ ratingType: ZRiskRatingTypeSchema, list: z.array(ZRiskMatrixEntrySchema) }),
  'Get Risk Rating Matrix Failed',
);
export const addRiskMatrixEntry = write(
  'add-matrix-entry',
  'POST',
  "Rate a cell of a rating type's matrix that has no entry",
  ZAddRiskMatrixEntryRequestSchema,
  one(ZRiskMatrixEntrySchema),
  'Add Risk Rating Matrix Failed',
);
export const updateRiskMatrixEntry = write(
  'update-matrix-entry',
  'POST',
  "Change a matrix entry's rating score (risks in the cell take the new level at once)",
  ZUpdateRiskMatrixEntryRequestSchema,
  one(ZRiskMatrixEntrySchema),
  'Update Risk Rating Matrix Failed',
);
export const deleteRiskMatrixEntry = write(
  'delete-matrix-entry',
  'POST',
  'Delete a matrix entry no risk sits in',
  ZDeleteRiskMatrixEntryRequestSchema,
  one(ZRiskMatrixEntrySchema),
  'Delete Risk Rating Matrix Failed',
);

export const listRiskCategories = read(
  'all-categories',
  'GET',
  'Every risk category of the company, by name',
  z.object({}),
  list(ZRiskCategorySchema),
  'Get Risk Category Failed',
);
export const addRiskCategory = write(
  'add-category',
  'POST',
  'Add a risk category',
  ZAddRiskCategoryRequestSchema,
  one(ZRiskCategorySchema),
  'Add Risk Category Failed',
);
export const updateRiskCategory = write(
  'update-category',
  'POST',
  'Rename a risk category',
  ZUpdateRiskCategoryRequestSchema,
  one(ZRiskCategorySchema),
  'Update Risk Category Failed',
);
export const deleteRiskCategory = write(
  'delete-category',
  'POST',
  'Delete a risk category no risk is in',
  ZRiskRefRequestSchema,
  one(ZRiskCategorySchema),
  'Delete Risk Category Failed',
);

export const listRiskTeams = read(
  'all-teams',
  'GET',
  'Every risk team of the company, by name, with its leader',
  z.object({}),
  list(ZRiskTeamSchema),
  'Get Risk Team Failed',
);
export const addRiskTeam = write(
  'add-team',
  'POST',
  'Add a risk team, optionally led by an active employee',
  ZAddRiskTeamRequestSchema,
  one(ZRiskTeamSchema),
  'Add Risk Team Failed',
);
export const updateRiskTeam = write(
  'update-team',
  'POST',
  'Rename a risk team or change its leader',
  ZUpdateRiskTeamRequestSchema,
  one(ZRiskTeamSchema),
  'Update Risk Team Failed',
);
export const deleteRiskTeam = write(
  'delete-team',
  'POST',
  'Delete a risk team no risk belongs to',
  ZRiskRefRequestSchema,
  one(ZRiskTeamSchema),
  'Delete Risk Team Failed',
);

export const riskRatingRoutes = [
  listRiskRatingTypes,
  addRiskRatingType,
  updateRiskRatingType,
  deleteRiskRatingType,
  ...RISK_AXES.flatMap((axis) => Object.values(RISK_SCALE_ROUTES[axis])),
  getRiskMatrix,
  addRiskMatrixEntry,
  updateRiskMatrixEntry,
  deleteRiskMatrixEntry,
  listRiskCategories,
  addRiskCategory,
  updateRiskCategory,
  deleteRiskCategory,
  listRiskTeams,
  addRiskTeam,
  updateRiskTeam,
  deleteRiskTeam,
] as const;
