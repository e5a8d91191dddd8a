import { useState } from 'react';
import { useDelete, type RaRecord } from 'react-admin';

/**
 * Deleting a row after a confirmation: `ask` opens the question for a row, `confirm` deletes it
 * (waiting for the database), and a refusal calls `onFailure` (the list's banner says it).
 */
export function useRowDelete<T extends RaRecord>(resource: string, onFailure: () => void) {
  const [asked, setAsked] = useState<T | null>(null);
  const [deleteOne] = useDelete<T>();
  const confirm = () => {
    const record = asked;
    setAsked(null);
    if (!record) return;
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onError: (failure) => {
          console.error('Deleting failed', failure);
          onFailure();
        },
      },
    );
  };
  return { asked, ask: setAsked, confirm, cancel: () => setAsked(null) };
}
