import {
  API_BASE,
  createEmbedLink,
  EMBED_LANGUAGES,
  EMBED_TOKEN_PARAM,
  EMBED_VIEW_MODULE,
  EMBED_VIEW_PATH,
  EMBED_VIEWS,
  listEmbedLinks,
  revokeEmbedLink,
  type TEmbedLink,
  type TEmbedView,
} from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm-dialog';
import { DateText } from '../../components/date-text';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { enabledModuleKeys, useCompanyModuleState } from '../../lib/company-modules';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../lib/query';
import './calendar.css';

type Language = (typeof EMBED_LANGUAGES)[number];

/** The image's address: the view, on this site, with the link's token (an img sends no headers). */
export const embedUrl = (token: string, origin = window.location.origin): string =>
  `${origin}${API_BASE}${EMBED_VIEW_PATH}?${EMBED_TOKEN_PARAM}=${encodeURIComponent(token)}`;

/** What an intranet page's editor pastes: the image with its title as the text alternative. */
export const embedSnippet = (link: Pick<TEmbedLink, 'token' | 'title'>, origin?: string): string =>
  `<img src="${embedUrl(link.token, origin)}" alt="${link.title.replace(/"/g, '&quot;')}" width="600">`;

const LinkCard = ({ link }: { link: TEmbedLink }) => {
  const { t } = useTranslation('calendar');
  const [confirm, dialog] = useConfirm();
  const revoke = useRouteMutation(revokeEmbedLink, { invalidates: [routeKey(listEmbedLinks)] });
  const snippet = embedSnippet(link);
  const id = `embed-${link.id}`;
  const withdraw = async () => {
    if (
      await confirm({
        title: t('embed.revokeTitle', { title: link.title }),
        message: t('embed.revokeMessage'),
        confirmLabel: t('embed.revoke'),
      })
    )
      revoke.mutate({ input: { id: link.id } });
  };
  return (
    <li className="card calendar-feed" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{link.title}</h3>
      <p className="calendar-feed-meta">
        {t(`embed.views.${link.view}`)} · {t(`embed.languages.${link.language}`)} · {t('embed.made')}{' '}
        <DateText value={link.createdAt} /> ({link.createdByName}) · {t('embed.expires')}{' '}
        <DateText value={new Date(link.expiresAt).toISOString()} />
      </p>
      <img
        className="embed-preview"
        src={embedUrl(link.token)}
        alt={t('embed.preview', { title: link.title })}
      />
      <label htmlFor={`${id}-snippet`}>{t('embed.snippet')}</label>
      <InputTextarea
        id={`${id}-snippet`}
        value={snippet}
        readOnly
        rows={3}
        className="embed-snippet"
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="calendar-feed-row">
        <Button
          type="button"
          icon="pi pi-copy"
          label={t('embed.copy')}
          outlined
          onClick={() => void navigator.clipboard?.writeText(snippet)}
        />
        <Button
          type="button"
          label={t('embed.revoke')}
          severity="danger"
          outlined
          loading={revoke.isPending}
          onClick={() => void withdraw()}
        />
      </div>
      {dialog}
    </li>
  );
};

/**
 * Embedded figures (spec §7 embed-creation, docs/dashboard.md): the company administrator makes a
 * read-only link to one dashboard view for the company's intranet page, copies the image to paste
 * there, and withdraws a link that should stop showing. Views of modules the company has off are
 * not offered.
 */
export const Component = () => {
  const { t, i18n } = useTranslation('calendar');
  const links = useQuery(routeQueryOptions(listEmbedLinks, {}));
  const state = useCompanyModuleState();
  const on = enabledModuleKeys(state.data?.list);
  const views = EMBED_VIEWS.filter((v) => on.has(EMBED_VIEW_MODULE[v]));
  const [view, setView] = useState<TEmbedView | null>(null);
  const [title, setTitle] = useState('');
  const [language, setLanguage] = useState<Language>(
    (EMBED_LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en',
  );
  const create = useRouteMutation(createEmbedLink, {
    invalidates: [routeKey(listEmbedLinks)],
    onSuccess: () => setTitle(''),
  });
  const chosen = view ?? views[0] ?? null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (chosen) create.mutate({ input: { view: chosen, title, language } });
  };
  return (
    <section className="embed-links">
      <PageHeader title={t('embed.title')}>
        <p className="page-subtitle">{t('embed.intro')}</p>
      </PageHeader>
      <form className="card calendar-feed" aria-labelledby="embed-new-title" onSubmit={submit}>
        <h2 id="embed-new-title">{t('embed.new')}</h2>
        {state.data && views.length === 0 ? (
          <p>{t('embed.noViews')}</p>
        ) : (
          <>
            <label htmlFor="embed-view">{t('embed.view')}</label>
            <Dropdown
              inputId="embed-view"
              value={chosen}
              options={views.map((v) => ({ value: v, label: t(`embed.views.${v}`) }))}
              onChange={(e) => setView(e.value as TEmbedView)}
            />
            <label htmlFor="embed-title">{t('embed.linkTitle')}</label>
            <InputText
              id="embed-title"
              value={title}
              maxLength={80}
              onChange={(e) => setTitle(e.target.value)}
            />
            <label htmlFor="embed-language">{t('embed.language')}</label>
            <Dropdown
              inputId="embed-language"
              value={language}
              options={EMBED_LANGUAGES.map((l) => ({ value: l, label: t(`embed.languages.${l}`) }))}
              onChange={(e) => setLanguage(e.value as Language)}
            />
            <div className="calendar-feed-row">
              <Button type="submit" label={t('embed.create')} loading={create.isPending} disabled={!chosen} />
            </div>
          </>
        )}
      </form>
      <section aria-labelledby="embed-list-title">
        <h2 id="embed-list-title">{t('embed.listTitle')}</h2>
        {links.isPending ? <Loading /> : null}
        {links.data && links.data.list.length === 0 ? (
          <EmptyState icon="pi pi-image" title={t('embed.empty')} text={t('embed.emptyText')} />
        ) : null}
        {links.data && links.data.list.length > 0 ? (
          <ul className="embed-list">
            {links.data.list.map((l) => (
              <LinkCard key={l.id} link={l} />
            ))}
          </ul>
        ) : null}
      </section>
    </section>
  );
};
