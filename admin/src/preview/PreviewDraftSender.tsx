import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { PREVIEW_CHANNEL, readPreviewMessage, type PreviewDraft, type PreviewMessage } from '@academy/shared';
import { withFileUrls } from './fileUrls.ts';

/** How long the editor waits after a keystroke before the preview follows (ms). */
const FOLLOW_DELAY_MS = 250;

/**
 * Inside an editor's form: answers the preview windows that ask for this editor's unsaved state
 * (`draft` is the editor's name in their address), and sends it again whenever the form changes,
 * so an open preview follows what is typed. Only in this browser (BroadcastChannel, same origin):
 * unsaved changes never travel through a server. A picked image travels as a blob: address.
 */
export function PreviewDraftSender({
  draft,
  toState,
}: {
  draft: string;
  /** The editor's unsaved state from the form's values (null: nothing to preview). */
  toState: (values: Record<string, unknown>) => PreviewDraft | null;
}) {
  const { getValues, watch } = useFormContext();
  const latest = useRef(toState);
  latest.current = toState;

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(PREVIEW_CHANNEL);
    const send = () => {
      const state = latest.current(withFileUrls(getValues()) as Record<string, unknown>);
      if (!state) return;
      const message: PreviewMessage = { type: 'draft', draft, state };
      channel.postMessage(message);
    };
    channel.onmessage = (event: MessageEvent) => {
      const message = readPreviewMessage(event.data);
      if (message?.type === 'ask' && message.draft === draft) send();
    };
    let timer: number | undefined;
    const subscription = watch(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(send, FOLLOW_DELAY_MS);
    });
    // A preview opened before this editor (a reload of the editor) catches up.
    send();
    // The editor leaves (another screen, or its tab closes): previews show the saved version.
    const gone = () => {
      const message: PreviewMessage = { type: 'gone', draft };
      channel.postMessage(message);
    };
    window.addEventListener('pagehide', gone);
    return () => {
      window.clearTimeout(timer);
      subscription.unsubscribe();
      window.removeEventListener('pagehide', gone);
      gone();
      channel.close();
    };
  }, [draft, getValues, watch]);
  return null;
}
