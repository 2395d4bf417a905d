import {
  MAX_QUESTIONNAIRE_FILES,
  QUESTIONNAIRE_FILE_RULE,
  type TQuestionnaireFile,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { LinkCtx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { fileKey, putFile, sniffType } from '../../kernel/files';
import { newId } from '../../kernel/ids';
import type { UploadedFile } from '../../platform';
import { openGrant } from './questionnaire-store';
import { respondentActor } from './respondent-actor';

/**
 * Adds an attachment to one of the contact's answers, before they submit: a PDF, PNG or JPEG (told
 * from its own bytes), stored under the company (`<companyId>/audit-questionnaire/<contactId>/…`).
 */
export const uploadQuestionnaireAttachment = async (
  ctx: LinkCtx,
  input: { auditQuestionnaireId: string; userId: string; questionId: string },
  file: UploadedFile,
): Promise<TQuestionnaireFile> => {
  const { contact, questionnaire: q } = await openGrant(ctx.link, input);
  if (!q.areas.some((a) => a.questions.some((x) => x.id === input.questionId)))
    throw new AppError('NOT_FOUND', 'questionId: no such question in this questionnaire');
  const files = contact.files ?? [];
  if (files.length >= MAX_QUESTIONNAIRE_FILES)
    throw new AppError(
      'UNPROCESSABLE',
      `At most ${MAX_QUESTIONNAIRE_FILES} attachments can go with your answers.`,
    );
  const type = sniffType(file.content);
  if (!type || !(QUESTIONNAIRE_FILE_RULE.types as readonly string[]).includes(type))
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${QUESTIONNAIRE_FILE_RULE.field}: attach a PDF, PNG or JPEG file`,
    );
  const id = newId();
  const key = fileKey(q.companyId, 'audit-questionnaire', `${contact.contactId}/${id}`, file.filename);
  await putFile(key, file.content, type);
  const added = {
    id,
    questionId: input.questionId,
    name: file.filename,
    key,
    type,
    size: file.content.length,
  };
  await writeChange(
    respondentActor(ctx, contact.name),
    {
      companyId: q.companyId,
      entityType: 'audit-questionnaire',
      entityId: q.questionnaireId,
      action: 'attach',
      summary: `Audit questionnaire “${q.title}”: ${contact.email} attached “${file.filename}”`,
    },
    ({ auditQuestionnaireContact }) => [
      auditQuestionnaireContact
        .patch({ companyId: q.companyId, questionnaireId: q.questionnaireId, contactId: contact.contactId })
        .set({ files: [...files, added], updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((a, op) => `${op.eq(a.version, contact.version)} AND ${op.eq(a.state, 'Sent')}`)
        .commit(),
    ],
    new AppError('CONFLICT', 'Your answers changed in another window. Reload the page and try again.'),
  );
  const { key: _k, ...shown } = added;
  return shown;
};
