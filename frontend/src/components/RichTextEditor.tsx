import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import './RichTextEditor.css';

export type HeadingLevel = 2 | 3 | 4;

export interface RichTextEditorProps {
  /** Names the editing area (it is not an input, so a <label> cannot name it). */
  label: string;
  /** HTML; a change from outside (a reset or a restored version) replaces the content. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Heading levels offered; the page around the editor holds the h1. */
  headingLevels?: readonly HeadingLevel[];
  /** The id of the element describing an error, when there is one. */
  errorId?: string;
  /** Offers a Quote tool (blockquote). */
  quotes?: boolean;
  /**
   * Offers an Insert image tool opening this panel; the panel calls `insert` with the picture to put at
   * the cursor (the posts' image library).
   */
  imagePanel?: (insert: (image: InlineImage) => void) => ReactNode;
}

/** A picture in the text, at the size it is shown. */
export interface InlineImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** An empty document, which tiptap writes as one empty paragraph. */
const EMPTY = '<p></p>';
/** Addresses the server keeps in a link: site-relative, https, mailto and tel. */
const SAFE_LINK = /^(\/(?!\/)|https?:\/\/|mailto:|tel:)/;

/**
 * The editor's HTML without the empty paragraph tiptap keeps after a closing heading or list (so the
 * cursor can get past it), which would otherwise be saved as a blank line.
 */
const toHtml = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, ''));

/**
 * The rich text editor of the back office, for CMS sections and post bodies (tiptap): a labelled
 * toolbar of toggle buttons over the editing area, producing the HTML the server's sanitiser keeps.
 * Links are typed into a small form rather than a browser prompt, so they work with the keyboard and a
 * screen reader.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  headingLevels = [2, 3],
  errorId,
  quotes = false,
  imagePanel,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [...headingLevels] },
        // tiptap would make every link open a new tab; links keep whatever target they were given.
        link: {
          openOnClick: false,
          autolink: true,
          isAllowedUri: (url) => SAFE_LINK.test(url),
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      ...(imagePanel ? [Image] : []),
    ],
    content: value || EMPTY,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'rich-text__content prose',
        ...(errorId ? { 'aria-describedby': errorId, 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onChange(toHtml(changed)),
    onBlur: () => onBlur?.(),
  });

  useEffect(() => {
    if (editor && value !== toHtml(editor)) editor.commands.setContent(value || EMPTY, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="rich-text">
      <Toolbar
        editor={editor}
        label={label}
        headingLevels={headingLevels}
        quotes={quotes}
        imagePanel={imagePanel}
      />
      <EditorContent editor={editor} />
    </div>
  );
}

type ToolbarProps = Required<Pick<RichTextEditorProps, 'label' | 'headingLevels' | 'quotes'>> &
  Pick<RichTextEditorProps, 'imagePanel'> & { editor: Editor };

function Toolbar({ editor, label, headingLevels, quotes, imagePanel }: ToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      heading: Object.fromEntries(
        headingLevels.map((level) => [level, current.isActive('heading', { level })]),
      ),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [panel, setPanel] = useState<'link' | 'image'>();
  const toggle = (which: 'link' | 'image') => setPanel((open) => (open === which ? undefined : which));
  const chain = () => editor.chain().focus();

  return (
    <>
      <div className="rich-text__toolbar" role="toolbar" aria-label={`${label}: formatting`}>
        <Tool label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
          <strong>B</strong>
        </Tool>
        <Tool label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <em>I</em>
        </Tool>
        {headingLevels.map((level) => (
          <Tool
            key={level}
            label={`Heading ${level}`}
            active={state.heading[level]}
            onClick={() => chain().toggleHeading({ level }).run()}
          >
            H{level}
          </Tool>
        ))}
        <Tool
          label="Bulleted list"
          active={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        >
          • List
        </Tool>
        <Tool
          label="Numbered list"
          active={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        >
          1. List
        </Tool>
        {quotes && (
          <Tool label="Quote" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
            “ ”
          </Tool>
        )}
        <Tool label="Link" active={state.link || panel === 'link'} onClick={() => toggle('link')}>
          Link
        </Tool>
        {imagePanel && (
          <Tool label="Insert image" active={panel === 'image'} onClick={() => toggle('image')}>
            Image
          </Tool>
        )}
        <Tool label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          Undo
        </Tool>
        <Tool label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          Redo
        </Tool>
      </div>
      {panel === 'link' && <LinkForm editor={editor} onDone={() => setPanel(undefined)} />}
      {panel === 'image' && imagePanel && (
        <div className="rich-text__panel">
          {imagePanel((image) => {
            chain().setImage(image).run();
            setPanel(undefined);
          })}
        </div>
      )}
    </>
  );
}

interface ToolProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Tool({ label, active, disabled, onClick, children }: ToolProps) {
  return (
    <button
      type="button"
      className="rich-text__tool"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * Sets or removes the link on the selected text. A group, not a <form>: it sits inside the form that
 * holds the editor, and forms cannot nest.
 */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const invalid = href.trim() !== '' && !SAFE_LINK.test(href.trim());

  const apply = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (invalid) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim()) chain.setLink({ href: href.trim() }).run();
    else chain.unsetLink().run();
    onDone();
  };

  return (
    <div className="rich-text__link" role="group" aria-label="Link">
      <label htmlFor={id}>Link address</label>
      <input
        id={id}
        className="field__input"
        type="url"
        value={href}
        placeholder="/help-contact/faq or https://…"
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        autoFocus
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(event);
          if (event.key === 'Escape') onDone();
        }}
      />
      <p id={`${id}-hint`} className="rich-text__hint">
        {invalid ? 'Start with /, https://, mailto: or tel:' : 'Leave empty to remove the link.'}
      </p>
      <button type="button" className="button button--primary" onClick={() => apply()} disabled={invalid}>
        Apply link
      </button>
      <button type="button" className="button button--quiet" onClick={onDone}>
        Cancel
      </button>
    </div>
  );
}
