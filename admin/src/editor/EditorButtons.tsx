import { ToggleButton, ToggleButtonGroup, type ToggleButtonProps } from '@mui/material';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import InsertLink from '@mui/icons-material/InsertLink';
import ImageIcon from '@mui/icons-material/Image';
import Undo from '@mui/icons-material/Undo';
import Redo from '@mui/icons-material/Redo';
import { useEditorState } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useNotify, useTranslate } from 'react-admin';
import { imageSource, linkHref } from './richText.ts';

type Size = ToggleButtonProps['size'];

const MARKS = [
  { mark: 'bold', label: 'ra.tiptap.bold', Icon: FormatBold },
  { mark: 'italic', label: 'ra.tiptap.italic', Icon: FormatItalic },
  { mark: 'underline', label: 'ra.tiptap.underline', Icon: FormatUnderlined },
  { mark: 'strike', label: 'ra.tiptap.strike', Icon: FormatStrikethrough },
] as const;

/** Bold, italic, underline, strike (ra-input-rich-text's group also has inline code, which this editor leaves out). */
export function MarkButtons({ size }: { size?: Size }) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => MARKS.filter(({ mark }) => e?.isActive(mark)).map(({ mark }) => mark),
  });
  return (
    <ToggleButtonGroup size={size} value={active ?? []}>
      {MARKS.map(({ mark, label, Icon }) => (
        <ToggleButton
          key={mark}
          value={mark}
          aria-label={translate(label)}
          title={translate(label)}
          disabled={!editor?.isEditable}
          onClick={() => editor?.chain().focus().toggleMark(mark).run()}
        >
          <Icon fontSize="inherit" />
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** Link: asks for the address; anything but http(s), mailto, tel, sms or a relative link becomes a blank address. */
export function LinkButton({ size }: { size?: Size }) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const isActive = useEditorState({ editor, selector: ({ editor: e }) => e?.isActive('link') ?? false });
  const label = translate('ra.tiptap.link');
  function handleClick() {
    if (!editor) return;
    const current = (editor.getAttributes('link').href as string | undefined) ?? '';
    const answer = window.prompt(translate('ra.tiptap.link_dialog'), current);
    if (answer === null) return;
    const href = linkHref(answer);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === null) chain.unsetLink().run();
    else chain.setLink({ href }).run();
  }
  return (
    <ToggleButton
      size={size}
      value="link"
      aria-label={label}
      title={label}
      selected={!!isActive}
      disabled={!editor?.isEditable}
      onClick={handleClick}
    >
      <InsertLink fontSize="inherit" />
    </ToggleButton>
  );
}

/** Image by address: only http, https and data:image sources are inserted. */
export function ImageButton({ size }: { size?: Size }) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const notify = useNotify();
  const label = translate('ra.tiptap.image');
  function handleClick() {
    if (!editor) return;
    const answer = window.prompt(translate('ra.tiptap.image_dialog'));
    if (answer === null || !answer.trim()) return;
    const src = imageSource(answer);
    if (!src) {
      notify('ra.tiptap.image_refused', { type: 'warning' });
      return;
    }
    editor.chain().focus().setImage({ src }).run();
  }
  return (
    <ToggleButton
      size={size}
      value="image"
      aria-label={label}
      title={label}
      disabled={!editor?.isEditable}
      onClick={handleClick}
    >
      <ImageIcon fontSize="inherit" />
    </ToggleButton>
  );
}

/** Undo and redo (history of 100 steps). */
export function HistoryButtons({ size }: { size?: Size }) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({ undo: e?.can().undo() ?? false, redo: e?.can().redo() ?? false }),
  });
  return (
    <ToggleButtonGroup size={size}>
      <ToggleButton
        value="undo"
        aria-label={translate('ra.tiptap.undo')}
        title={translate('ra.tiptap.undo')}
        disabled={!state?.undo}
        onClick={() => editor?.chain().focus().undo().run()}
      >
        <Undo fontSize="inherit" />
      </ToggleButton>
      <ToggleButton
        value="redo"
        aria-label={translate('ra.tiptap.redo')}
        title={translate('ra.tiptap.redo')}
        disabled={!state?.redo}
        onClick={() => editor?.chain().focus().redo().run()}
      >
        <Redo fontSize="inherit" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
