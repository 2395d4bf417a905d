import type { TFunction } from 'i18next';
import { addLocale, locale, localeOptions } from 'primereact/api';

/**
 * PrimeReact's own words (paginator and dialog labels, empty dropdowns, yes/no) follow the app's
 * language: they are built from the shell's translations each time the language changes.
 */
export const applyPrimeLocale = (language: string, t: TFunction<'shell'>): void => {
  const english = localeOptions('en') as { aria?: Record<string, string> };
  addLocale(language, {
    accept: t('common.yes'),
    reject: t('common.no'),
    choose: t('form.chooseFile'),
    cancel: t('common.cancel'),
    clear: t('form.removeFile'),
    emptyMessage: t('form.noOptions'),
    emptyFilterMessage: t('form.noResults'),
    aria: {
      ...english.aria,
      close: t('common.close'),
      nextPageLabel: t('table.nextPage'),
      prevPageLabel: t('table.previousPage'),
      rowsPerPageLabel: t('table.rowsPerPage'),
      // PrimeReact fills {page} itself.
      pageLabel: t('table.pageLabel', { page: '{page}' }),
    },
  });
  locale(language);
};
