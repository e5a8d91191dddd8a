import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  ListButtons,
  RichTextInput,
  RichTextInputToolbar,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { editorOptions } from './editorOptions.ts';
import { HistoryButtons, ImageButton, LinkButton, MarkButtons } from './EditorButtons.tsx';
import { LevelMenu } from './LevelMenu.tsx';
import { RovingToolbar } from './RovingToolbar.tsx';

/**
 * The editor's toolbar: text level, bold/italic/underline/strike, lists, link, image, clear, colour,
 * alignment, then undo/redo; one Tab stop, arrow keys inside.
 */
function Toolbar({ label }: { label: string }) {
  const size = 'small';
  return (
    <RovingToolbar label={label}>
      <RichTextInputToolbar size={size}>
        <LevelMenu size={size} />
        <MarkButtons size={size} />
        <ListButtons size={size} />
        <LinkButton size={size} />
        <ImageButton size={size} />
        <ClearButtons size={size} />
        <ColorButtons size={size} />
        <AlignmentButtons size={size} />
        <HistoryButtons size={size} />
      </RichTextInputToolbar>
    </RovingToolbar>
  );
}

/**
 * ra-input-rich-text with the project's editor; the form cleans the HTML when it saves.
 * `accessibleName` names the editable area when the label alone is ambiguous ('Biography
 * (Spanish)' beside two other biographies).
 */
export function RichTextEditor({
  accessibleName,
  ...props
}: RichTextInputProps & { accessibleName?: string }) {
  const translate = useTranslate();
  const name = accessibleName ?? (typeof props.label === 'string' ? translate(props.label) : props.source);
  // The editable area is a multi-line textbox named like its label, so assistive technology
  // (and the e2e stories) find it by name; react-admin's label wraps the toolbar too.
  const options = useMemo(
    () => ({
      ...editorOptions,
      editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': name } },
    }),
    [name],
  );
  return (
    <RichTextInput
      {...props}
      editorOptions={options}
      toolbar={<Toolbar label={translate('app.editor.toolbar', { name })} />}
      // A biography or an article needs more than one line of room to start typing in.
      sx={{ '& .ProseMirror': { minHeight: 160 }, ...props.sx }}
    />
  );
}
