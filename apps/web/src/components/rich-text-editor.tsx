import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, List, ListOrdered } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import styles from './rich-text-editor.module.css';

const toolbarTexts = {
  label: 'Formato del texto',
  bold: 'Negrita',
  italic: 'Cursiva',
  bulletList: 'Lista con viñetas',
  orderedList: 'Lista numerada',
};

interface RichTextEditorProps {
  /** HTML of the content. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Accessible name of the editable area. */
  label: string;
  id?: string;
  isInvalid?: boolean;
  /** Id of the element describing the field (its error message). */
  describedBy?: string;
}

/** An empty editor's HTML is '<p></p>': the form sees it as ''. */
function normaliseHtml(html: string): string {
  return html === '<p></p>' ? '' : html;
}

function ToolbarButton({ label, isActive, onClick, children }: { label: string; isActive: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className={styles.toolButton}
      aria-label={label}
      title={label}
      aria-pressed={isActive}
      onClick={onClick}
      onMouseDown={(event) => event.preventDefault()}
    >
      {children}
    </button>
  );
}

/**
 * Rich text field (Tiptap with the starter kit): bold, italic and lists, the HTML that comments and posts
 * carry. Controlled through `value` / `onChange`, so react-hook-form drives it like any input.
 */
export function RichTextEditor({ value, onChange, onBlur, label, id, isInvalid = false, describedBy }: RichTextEditorProps) {
  // Attributes of the editable element itself (the textbox): its name, validity and error description.
  const attributes = useMemo(
    () => ({
      class: styles.content ?? '',
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-label': label,
      'aria-invalid': String(isInvalid),
      ...(id ? { id } : {}),
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    }),
    [label, isInvalid, id, describedBy],
  );
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, codeBlock: false, horizontalRule: false, blockquote: false })],
    content: value,
    immediatelyRender: true,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange(normaliseHtml(current.getHTML())),
    onBlur: () => onBlur?.(),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
    }),
  });

  // A reset from outside (the form after sending) empties the editor. Tiptap mounts its view after the
  // first render: before that, commands have nothing to act on.
  useEffect(() => {
    if (!editor || editor.isDestroyed || !editor.isInitialized) return;
    if (normaliseHtml(editor.getHTML()) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // Validity changes after mount; setOptions keeps them for a view mounted later.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  return (
    <div className={[styles.editor, isInvalid ? styles.invalid : undefined].filter(Boolean).join(' ')}>
      <div className={styles.toolbar} role="toolbar" aria-label={toolbarTexts.label}>
        <ToolbarButton label={toolbarTexts.bold} isActive={active?.bold ?? false} onClick={() => editor?.chain().focus().toggleBold().run()}>
          <Bold aria-hidden="true" size={16} />
        </ToolbarButton>
        <ToolbarButton label={toolbarTexts.italic} isActive={active?.italic ?? false} onClick={() => editor?.chain().focus().toggleItalic().run()}>
          <Italic aria-hidden="true" size={16} />
        </ToolbarButton>
        <ToolbarButton label={toolbarTexts.bulletList} isActive={active?.bulletList ?? false} onClick={() => editor?.chain().focus().toggleBulletList().run()}>
          <List aria-hidden="true" size={16} />
        </ToolbarButton>
        <ToolbarButton
          label={toolbarTexts.orderedList}
          isActive={active?.orderedList ?? false}
          onClick={() => editor?.chain().focus().toggleOrderedList().run()}
        >
          <ListOrdered aria-hidden="true" size={16} />
        </ToolbarButton>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
