import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider, RestoreResult } from '../providers/dataProvider.ts';
import { RESTORE_MESSAGES, RestoreRefusal } from '../providers/restoreRefusal.ts';
import { SaveError } from '../providers/saveErrors.ts';
import { useFieldTitle } from './useFieldTitle.ts';

/** A refused restore as the panel shows it: a catalog key and its values. */
export interface RestoreProblem {
  message: string;
  args?: Record<string, string | number>;
}

/**
 * Restores a version (or the version before a change) of a record of `table`: on success the
 * screen's data is fetched again (the form takes the restored values) and a notice says so; a
 * refusal becomes a problem naming the field, in the admin's language.
 */
export function useRestoreVersion(
  table: string,
  options: {
    onRestored?: (record: Record<string, unknown>) => void;
    /** The notice after a restore (default: 'Version restored: the site shows it now'). */
    notice?: { message: string; args?: Record<string, string | number> };
  } = {},
) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const fieldTitle = useFieldTitle();
  const [problem, setProblem] = useState<RestoreProblem | null>(null);
  const mutation = useMutation<RestoreResult, unknown, { changeId: number; before: boolean }>({
    mutationFn: ({ changeId, before }) => dataProvider.restoreVersion(changeId, { before }),
    onMutate: () => setProblem(null),
    onSuccess: (result) => {
      const ignored = result.ignored_fields ?? [];
      if (ignored.length > 0)
        notify('app.history.ignored', {
          type: 'warning',
          messageArgs: { fields: ignored.map((f) => fieldTitle(table, f)).join(', ') },
        });
      else
        notify(options.notice?.message ?? 'app.history.restored_notice', {
          type: 'success',
          messageArgs: options.notice?.args,
        });
      refresh();
      options.onRestored?.(result.record);
    },
    onError: (error) => {
      console.error('Restoring a version failed', error);
      if (error instanceof RestoreRefusal)
        setProblem({
          message: RESTORE_MESSAGES[error.code],
          args: { field: error.field ? fieldTitle(table, error.field) : '?' },
        });
      else if (error instanceof SaveError) setProblem({ message: error.message, args: error.args });
      else setProblem({ message: 'app.save.failed_generic' });
    },
  });
  return {
    restore: (changeId: number, before = false) => mutation.mutate({ changeId, before }),
    restoring: mutation.isPending,
    problem,
    clearProblem: () => setProblem(null),
  };
}
