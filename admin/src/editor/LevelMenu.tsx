import { useId, useState } from 'react';
import { Button, Menu, MenuItem, type ButtonProps } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useEditorState } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

type Level = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const LEVELS: readonly { level: Level; label: string }[] = [
  { level: 0, label: 'ra.tiptap.paragraph' },
  { level: 1, label: 'ra.tiptap.heading1' },
  { level: 2, label: 'ra.tiptap.heading2' },
  { level: 3, label: 'ra.tiptap.heading3' },
  { level: 4, label: 'ra.tiptap.heading4' },
  { level: 5, label: 'ra.tiptap.heading5' },
  { level: 6, label: 'ra.tiptap.heading6' },
];

/**
 * The text style (Normal, Heading 1-6) as a menu button named 'Text style: Normal': its name holds
 * the style it shows, so voice control finds it by what is written on it. (ra-input-rich-text's
 * LevelSelect puts a list item in a `nav` and names the button 'Current style' only.)
 */
export function LevelMenu({ size }: { size?: ButtonProps['size'] }) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      LEVELS.find(({ level }) =>
        level === 0 ? e?.isActive('paragraph') : e?.isActive('heading', { level }),
      ) ?? LEVELS[0]!,
  });
  const shown = translate((current ?? LEVELS[0]!).label);

  function choose(level: Level) {
    setAnchor(null);
    if (!editor) return;
    if (level === 0) editor.chain().focus().setParagraph().run();
    else editor.chain().focus().setHeading({ level }).run();
  }

  return (
    <>
      <Button
        size={size}
        variant="outlined"
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={`${translate('ra.tiptap.select_level')}: ${shown}`}
        disabled={!editor?.isEditable}
        endIcon={<ArrowDropDownIcon aria-hidden="true" />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ fontWeight: 400 }}
      >
        {shown}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LEVELS.map(({ level, label }) => (
          <MenuItem key={level} selected={level === current?.level} onClick={() => choose(level)}>
            {translate(label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
