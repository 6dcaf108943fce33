import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { UploadedImage } from '../../../api/posts';
import { ImageUpload } from './ImageUpload';

interface RichTextEditorProps {
  label: string;
  /** HTML; '' for an empty document. */
  value: string;
  onChange: (html: string) => void;
}

/** The body's widest inline image: as wide as the article column (48rem) on a 2x screen needs no more. */
const INLINE_WIDTH = 960;

/** The variant to put in the text: the widest up to INLINE_WIDTH (the page adds a srcset of the rest). */
function inlineVariant(image: UploadedImage) {
  const fitting = image.variants.filter((variant) => variant.width <= INLINE_WIDTH);
  return fitting.at(-1) ?? image.variants[0];
}

function ToolbarButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="rte__button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [href, setHref] = useState<string>(() => (editor.getAttributes('link').href as string) ?? '');
  const apply = () => {
    const url = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (url) chain.setLink({ href: url }).run();
    else chain.unsetLink().run();
    onDone();
  };
  return (
    <div className="rte__panel">
      <label className="field__label" htmlFor={id}>
        Link address
      </label>
      <input
        id={id}
        className="field__input"
        type="url"
        value={href}
        placeholder="https://"
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <div className="form-actions">
        <button type="button" className="button button--primary" onClick={apply}>
          {href.trim() ? 'Apply link' : 'Remove link'}
        </button>
        <button type="button" className="button button--quiet" onClick={onDone}>
          Cancel
        </button>
      </div>
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const [panel, setPanel] = useState<'link' | 'image' | undefined>();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) =>
    command(editor.chain().focus()).run();
  const toggle = (which: 'link' | 'image') => setPanel((open) => (open === which ? undefined : which));

  return (
    <>
      <div className="rte__toolbar" role="toolbar" aria-label="Formatting">
        <ToolbarButton label="Bold" active={active.bold} onClick={() => run((c) => c.toggleBold())}>
          <strong>B</strong>
        </ToolbarButton>
        <ToolbarButton label="Italic" active={active.italic} onClick={() => run((c) => c.toggleItalic())}>
          <em>I</em>
        </ToolbarButton>
        <ToolbarButton
          label="Heading"
          active={active.h2}
          onClick={() => run((c) => c.toggleHeading({ level: 2 }))}
        >
          H2
        </ToolbarButton>
        <ToolbarButton
          label="Subheading"
          active={active.h3}
          onClick={() => run((c) => c.toggleHeading({ level: 3 }))}
        >
          H3
        </ToolbarButton>
        <ToolbarButton
          label="Bulleted list"
          active={active.bullets}
          onClick={() => run((c) => c.toggleBulletList())}
        >
          • List
        </ToolbarButton>
        <ToolbarButton
          label="Numbered list"
          active={active.numbers}
          onClick={() => run((c) => c.toggleOrderedList())}
        >
          1. List
        </ToolbarButton>
        <ToolbarButton label="Quote" active={active.quote} onClick={() => run((c) => c.toggleBlockquote())}>
          “ ”
        </ToolbarButton>
        <ToolbarButton label="Link" active={active.link || panel === 'link'} onClick={() => toggle('link')}>
          Link
        </ToolbarButton>
        <ToolbarButton label="Insert image" active={panel === 'image'} onClick={() => toggle('image')}>
          Image
        </ToolbarButton>
        <ToolbarButton label="Undo" onClick={() => run((c) => c.undo())}>
          ↶
        </ToolbarButton>
        <ToolbarButton label="Redo" onClick={() => run((c) => c.redo())}>
          ↷
        </ToolbarButton>
      </div>
      {panel === 'link' && <LinkForm editor={editor} onDone={() => setPanel(undefined)} />}
      {panel === 'image' && (
        <div className="rte__panel">
          <ImageUpload
            label="Image for the text"
            submitLabel="Insert image"
            onUploaded={(image, alt) => {
              const variant = inlineVariant(image);
              editor
                .chain()
                .focus()
                .setImage({ src: variant.url, alt, width: variant.width, height: variant.height })
                .run();
              setPanel(undefined);
            }}
          />
        </div>
      )}
    </>
  );
}

/**
 * The post body editor (tiptap): headings, emphasis, lists, quotes, links and images from the
 * library. It writes only what the server keeps; the server sanitises whatever arrives anyway.
 */
export function RichTextEditor({ label, value, onChange }: RichTextEditorProps) {
  const labelId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'] },
      }),
      Image,
    ],
    content: value,
    editorProps: {
      attributes: {
        class: 'rte__content prose',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });

  // A value from outside (a restored backup, discarded changes) replaces the document.
  useEffect(() => {
    if (!editor) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (value !== shown) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="field rte">
      <span className="field__label" id={labelId}>
        {label}
      </span>
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
