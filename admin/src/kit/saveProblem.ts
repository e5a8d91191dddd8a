import { createContext, useContext } from 'react';
import { useNotify, useRedirect, type RaRecord } from 'react-admin';
import { SaveError } from '../providers/saveErrors.ts';

/** Why the last save was refused, shown beside the Save button (where the person is looking). */
export interface SaveProblem {
  message: string;
  args?: Record<string, string | number>;
}

/** Texts of a form screen (catalog keys). */
export interface FormTexts {
  /** Heading: 'Create Coach' / 'Edit Coach'. */
  title: string;
  /** Notice after a successful save. */
  saved: string;
  /** Message when a save fails for no reason the data provider could name. */
  saveFailed: string;
  /** Message when the record cannot be loaded ('Failed to load coach data'). */
  loadFailed?: string;
}

/** Where to go after saving: an admin path, one made from the saved record, or false to stay. */
export type RedirectTo = string | false | ((record: RaRecord) => string);

/** What a form's Save does when the data provider answers. */
export interface SaveHandlers {
  onSuccess(record: RaRecord): void;
  onError(error: unknown): void;
}

/** The form screen's save handlers and the last refusal, for the form and its action bar. */
export interface SaveState extends SaveHandlers {
  problem: SaveProblem | null;
  clear(): void;
}

export const SaveStateContext = createContext<SaveState>({
  problem: null,
  clear: () => undefined,
  onSuccess: () => undefined,
  onError: () => undefined,
});

export const useSaveState = () => useContext(SaveStateContext);

/**
 * A saved record: the notice, then the next screen (`afterSave` first, for what else must know:
 * a record's history). A refusal: its catalog message (a SaveError's, or the screen's own for a
 * failure nobody could explain), kept for the action bar.
 */
export function useSaveHandlers(
  texts: FormTexts,
  redirectTo: RedirectTo,
  setProblem: (problem: SaveProblem | null) => void,
  afterSave?: (record: RaRecord) => void,
): SaveHandlers {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: (record) => {
      setProblem(null);
      afterSave?.(record);
      notify(texts.saved, { type: 'success' });
      if (redirectTo === false) return;
      const target = typeof redirectTo === 'function' ? redirectTo(record) : redirectTo;
      // A function: react-admin prefixes the admin's basename to the path.
      redirect(() => target);
    },
    onError: (error) => {
      console.error('Saving failed', error);
      setProblem(
        error instanceof SaveError && error.message !== 'app.save.failed'
          ? { message: error.message, args: error.args }
          : { message: texts.saveFailed },
      );
    },
  };
}
