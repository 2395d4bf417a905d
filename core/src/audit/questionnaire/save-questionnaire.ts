import {
  ZSaveQuestionnaireRequestSchema,
  type TQuestionnaire,
  type TSaveQuestionnaireRequest,
} from '@stratum/contracts';
import type { z } from 'zod';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import type { AuditQuestionnaireItem } from '../entities/questionnaire';
import { openAudit } from '../outreach/audit-access';
import { findQuestionnaire, questionnaireView } from './questionnaire-store';

type Input = z.output<typeof ZSaveQuestionnaireRequestSchema>;

/**
 * The areas with their ids: kept ones must be this questionnaire's own (so answers stay tied to
 * the question they answered), new ones get an id.
 */
const areasOf = (input: Input, before: AuditQuestionnaireItem | null): AuditQuestionnaireItem['areas'] => {
  const areaIds = new Set(before?.areas.map((a) => a.id) ?? []);
  const questionIds = new Set(before?.areas.flatMap((a) => a.questions.map((q) => q.id)) ?? []);
  return input.areas.map((area, i) => {
    if (area.id && !areaIds.has(area.id))
      throw new AppError('UNPROCESSABLE', `areas.${i}.id: no such area in this questionnaire`);
    return {
      id: area.id ?? newId(),
      name: area.name,
      questions: area.questions.map((q, j) => {
        if (q.id && !questionIds.has(q.id))
          throw new AppError(
            'UNPROCESSABLE',
            `areas.${i}.questions.${j}.id: no such question in this questionnaire`,
          );
        return { id: q.id ?? newId(), text: q.text };
      }),
    };
  });
};

/**
 * Sets the questionnaire's title, introduction, areas and questions: the first save makes it, a
 * later one (with the version read) replaces them. Contacts who already answered keep their
 * answers to the questions that stay.
 */
export const saveQuestionnaire = async (
  ctx: Ctx,
  raw: TSaveQuestionnaireRequest,
): Promise<TQuestionnaire> => {
  const input = ZSaveQuestionnaireRequestSchema.parse(raw);
  const audit = await openAudit(ctx, input.auditId);
  const { companyId, auditId } = audit;
  const before = await findQuestionnaire(companyId, auditId);
  if (before && input.version === undefined)
    throw new AppError('CONFLICT', 'This audit has a questionnaire already. Reload it and edit that one.');
  if (!before && input.version !== undefined)
    throw new AppError('NOT_FOUND', 'auditId: this audit has no questionnaire yet');
  const areas = areasOf(input, before);
  const now = ctx.now.toISOString();
  const questionnaireId = before?.questionnaireId ?? newId();
  const count = areas.reduce((n, a) => n + a.questions.length, 0);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-questionnaire',
      entityId: questionnaireId,
      action: before ? 'update' : 'add',
      summary: `Audit questionnaire “${input.title}”: ${areas.length} areas, ${count} questions`,
      before: before ? { title: before.title, areas: before.areas.length } : null,
      after: { title: input.title, areas: areas.length },
    },
    ({ auditQuestionnaire }) => [
      before
        ? auditQuestionnaire
            .patch({ companyId, auditId })
            .set({ title: input.title, intro: input.intro, areas, updatedAt: now })
            .add({ version: 1 })
            .where((a, op) => op.eq(a.version, input.version!))
            .commit()
        : auditQuestionnaire
            .create({
              companyId,
              auditId,
              questionnaireId,
              title: input.title,
              intro: input.intro,
              areas,
              createdAt: now,
              updatedAt: now,
            })
            .commit(),
    ],
  );
  return questionnaireView((await findQuestionnaire(companyId, auditId))!);
};
