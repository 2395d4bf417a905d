import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { settingUpdater } from './company-setting-parts';

const qualitative = settingUpdater('measurementQualitative', 'set-measurement-qualitative');

export const setMeasurementQualitative = async (ctx: Ctx, input: Parameters<typeof qualitative>[1]) => ({
  item: await qualitative(ctx, input),
});

/**
 * Whether the platform owner has turned qualitative measurement on for the company (Yes): the tool
 * it names is the 360 competency review, whose score counts towards each employee's assessment
 * only then (docs/surveys.md "The 360 competency review"). Off (the default), every assessment
 * score is its scorecard's, whatever weight a plan's review was given.
 */
export const qualitativeMeasurementOn = async (companyId: string): Promise<boolean> =>
  (await db().entities.company.get({ companyId }).go()).data?.measurementQualitative === 'Yes';
