import type { Editor as PrimeEditor, EditorProps } from 'primereact/editor';
import { lazy, Suspense, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * PrimeReact's Editor (Quill 2) loads on first use: the component here, and Quill itself through the
 * Editor's own dynamic import, so neither is in the sign-in bundle nor in a page that never shows it.
 */
const Editor = lazy(async () => ({ default: (await import('primereact/editor')).Editor }));

type Quill = NonNullable<ReturnType<PrimeEditor['getQuill']>>;

/** What a note may hold (the server's sanitiser allows these and more). */
const FORMATS = ['bold', 'italic', 'list', 'link'];

/**
 * Quill's Tab inserts a tab character (and indents lists): switched off, so Tab and Shift+Tab move
 * focus in and out of the editor as in any other field (no keyboard trap). Bold and italic keep
 * their shortcuts (Ctrl/Cmd+B, Ctrl/Cmd+I).
 */
const KEYBOARD = {
  bindings: {
    tab: false,
    'remove tab': false,
    indent: false,
    outdent: false,
    'indent code-block': false,
    'outdent code-block': false,
  },
};

/** The HTML a note is sent as: lists as real ul/ol, plain spaces (the text wraps), '' when empty. */
const htmlOf = (quill: Quill): string =>
  quill.getText().trim() === '' ? '' : quill.getSemanticHTML().replaceAll('&nbsp;', ' ');

export interface RichTextEditorProps {
  /** the field's visible label */
  label: string;
  /** the HTML shown; '' clears the editor (when it is not being typed in) */
  value: string;
  onChange: (html: string) => void;
  /** help text under the field, read with it */
  help?: string;
  /** the editable area's height in pixels */
  height?: number;
}

/**
 * A small rich-text field (bold, italic, bulleted and numbered lists, links) producing HTML. The
 * text is HTML typed by the user: whoever stores it sanitises it on the server. Keyboard-usable and
 * labelled: the toolbar's buttons are named, the editable area is a labelled multi-line textbox,
 * and the link tooltip's input is named.
 */
export const RichTextEditor = ({ label, value, onChange, help, height = 110 }: RichTextEditorProps) => {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const quill = useRef<Quill | null>(null);

  const onLoad = (q: Quill) => {
    quill.current = q;
    const root = q.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    if (help) root.setAttribute('aria-describedby', helpId);
    const tooltip = (q as unknown as { theme?: { tooltip?: { textbox?: HTMLInputElement } } }).theme?.tooltip;
    tooltip?.textbox?.setAttribute('aria-label', t('richText.linkAddress'));
  };

  const header = (
    <span className="ql-formats">
      <button type="button" className="ql-bold" aria-label={t('richText.bold')} />
      <button type="button" className="ql-italic" aria-label={t('richText.italic')} />
      <button type="button" className="ql-list" value="bullet" aria-label={t('richText.bulletList')} />
      <button type="button" className="ql-list" value="ordered" aria-label={t('richText.numberedList')} />
      <button type="button" className="ql-link" aria-label={t('richText.link')} />
    </span>
  );

  const props: EditorProps = {
    value,
    headerTemplate: header,
    formats: FORMATS,
    modules: { keyboard: KEYBOARD },
    style: { height },
    onLoad: onLoad as EditorProps['onLoad'],
    onTextChange: () => {
      if (quill.current) onChange(htmlOf(quill.current));
    },
  };

  return (
    <div className="field rich-text-field">
      <label id={labelId} onClick={() => quill.current?.focus()}>
        {label}
      </label>
      <Suspense
        fallback={<div className="p-inputtext rich-text-loading" style={{ height }} aria-busy="true" />}
      >
        <Editor {...props} />
      </Suspense>
      {help ? <small id={helpId}>{help}</small> : null}
    </div>
  );
};
