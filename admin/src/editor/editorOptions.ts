import type { EditorOptions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import TextAlign from '@tiptap/extension-text-align';
import Image from '@tiptap/extension-image';
import { TextStyle } from '@tiptap/extension-text-style';
import Color from '@tiptap/extension-color';
import Highlight from '@tiptap/extension-highlight';
import {
  BLANK_LINK_URL,
  EDITOR_HISTORY_DEPTH,
  EDITOR_HISTORY_MERGE_MS,
  isSafeLinkUrl,
} from '@academy/shared';

/**
 * The rich-text editor: headings 1-6, bold, italic, underline, strike, lists, links, images,
 * colours and alignment; 100 undo steps merged within 1000 ms; links limited to http, https,
 * mailto, tel, sms (pasted ones too); images from http, https and data URLs. No custom linkify
 * protocols: each editor would register them again (three per form), and linkify warns each time.
 */
export const editorOptions: Partial<EditorOptions> = {
  extensions: [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      undoRedo: { depth: EDITOR_HISTORY_DEPTH, newGroupDelay: EDITOR_HISTORY_MERGE_MS },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => url === BLANK_LINK_URL || isSafeLinkUrl(url),
      },
    }),
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    Image.configure({ inline: true, allowBase64: true }),
    TextStyle,
    Color,
    Highlight.configure({ multicolor: true }),
  ],
};
