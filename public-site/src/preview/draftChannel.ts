import {
  PREVIEW_CHANNEL,
  readPreviewMessage,
  type PreviewDraft,
  type PreviewMessage,
} from '@academy/shared/preview.ts';

/** Where the editor's unsaved state stands: none asked for, asked, received, editor closed. */
export type DraftStatus = 'none' | 'waiting' | 'live' | 'gone';

/** The unsaved state of the editor a preview was opened from, kept up to date. */
export interface DraftSource {
  current(): PreviewDraft | null;
  status(): DraftStatus;
  /** Called on every new state, and when the editor closes. */
  subscribe(listener: () => void): () => void;
  /** Resolves when the editor has answered, or after `timeoutMs` (its window may be closed). */
  ready(timeoutMs: number): Promise<void>;
  close(): void;
}

/** The channel as the preview uses it (BroadcastChannel in browsers; tests pass their own). */
export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

/**
 * Asks the editor named `draft` (in another window of this browser) for its unsaved state and
 * follows it. Nothing leaves the browser. Without a draft name (a saved article's preview) there
 * is nothing to ask.
 */
export function listenForDraft(
  draft: string | null,
  open: () => ChannelLike | null = () =>
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(PREVIEW_CHANNEL),
): DraftSource {
  let state: PreviewDraft | null = null;
  let status: DraftStatus = draft ? 'waiting' : 'none';
  const listeners = new Set<() => void>();
  const answered: (() => void)[] = [];
  const channel = draft ? open() : null;
  if (!channel && status === 'waiting') status = 'gone';
  const notify = () => {
    for (const listener of listeners) listener();
  };
  if (channel && draft) {
    channel.onmessage = (event) => {
      const message = readPreviewMessage(event.data);
      if (!message || message.draft !== draft) return;
      if (message.type === 'draft') {
        state = message.state;
        status = 'live';
      } else if (message.type === 'gone') {
        state = null;
        status = 'gone';
      } else return;
      answered.splice(0).forEach((resolve) => resolve());
      notify();
    };
    const ask: PreviewMessage = { type: 'ask', draft };
    channel.postMessage(ask);
  }
  return {
    current: () => state,
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready(timeoutMs) {
      if (status !== 'waiting') return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          // No answer: the editor's window is gone (or this address was opened elsewhere).
          if (status === 'waiting') status = 'gone';
          resolve();
        }, timeoutMs);
        answered.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    close() {
      listeners.clear();
      channel?.close();
    },
  };
}
