import { ZComment, type TScorecardComment } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { Sidebar } from 'primereact/sidebar';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateText } from '../../components/date-text';
import { EmptyState } from '../../components/empty-state';
import { Form, TextField, useZodForm } from '../../components/form';
import { Loading } from '../../components/loading';
import { notify } from '../../lib/notify';
import { commentsQueryOptions, useAddComment, type EditorKind } from './api';

/** What is commented on: a KPA or a KPI of a scorecard. */
export interface CommentTarget {
  scorecardId: string;
  kpaId?: string;
  kpiId?: string;
  name: string;
}

/** The comments on a KPA or KPI, oldest first, and a new one: a panel at the side of the editor. */
export const CommentsPanel = ({
  kind,
  target,
  onClose,
}: {
  kind: EditorKind;
  target: CommentTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('scorecards');
  return (
    <Sidebar
      visible={target !== null}
      position="right"
      onHide={onClose}
      className="comments-panel"
      header={<h2 className="comments-title">{target ? t('comments.title', { name: target.name }) : ''}</h2>}
      aria-label={target ? t('comments.title', { name: target.name }) : undefined}
    >
      {target ? (
        <Comments key={`${target.kpaId ?? ''}/${target.kpiId ?? ''}`} kind={kind} target={target} />
      ) : null}
    </Sidebar>
  );
};

const ZNewComment = z.object({ comment: ZComment });

const Comments = ({ kind, target }: { kind: EditorKind; target: CommentTarget }) => {
  const { t } = useTranslation('scorecards');
  const { t: ts } = useTranslation();
  const ref = {
    scorecardId: target.scorecardId,
    ...(target.kpaId ? { kpaId: target.kpaId } : {}),
    ...(target.kpiId ? { kpiId: target.kpiId } : {}),
  };
  const list = useQuery(commentsQueryOptions(kind, ref));
  const add = useAddComment(kind);
  const form = useZodForm(ZNewComment, { comment: '' });
  return (
    <div className="comments">
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <EmptyState icon="pi pi-exclamation-circle" title={ts('table.failed')} text={list.error.message} />
      ) : list.data.list.length === 0 ? (
        <p className="muted">{t('comments.none')}</p>
      ) : (
        <ol className="comment-list" aria-label={t('comments.listLabel', { name: target.name })}>
          {list.data.list.map((c: TScorecardComment) => (
            <li key={c.id}>
              <p className="comment-text">{c.comment}</p>
              <p className="comment-by">
                {c.authorName} · <DateText value={c.createdAt} format="dateTime" />
              </p>
            </li>
          ))}
        </ol>
      )}
      <Form
        form={form}
        label={t('comments.add')}
        submitLabel={t('comments.add')}
        pending={add.isPending}
        error={add.error}
        onSubmit={async ({ comment }) => {
          await add.mutateAsync({ input: { ...ref, comment } });
          notify({ severity: 'success', summary: t('comments.added') });
          form.reset({ comment: '' });
          add.reset();
        }}
      >
        <TextField name="comment" label={t('comments.new')} />
      </Form>
    </div>
  );
};
