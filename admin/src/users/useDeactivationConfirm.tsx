import { useState } from 'react';
import { Confirm, useSaveContext } from 'react-admin';
import type { StaffUser } from '@academy/shared';

/**
 * Deactivating an account ends its sessions and keeps it out until it is active again: the
 * form's submit asks the Admin to confirm first (`confirmation` is the question), and saves as
 * usual otherwise.
 */
export function useDeactivationConfirm(record: StaffUser | undefined) {
  const { save } = useSaveContext();
  const [pending, setPending] = useState<Record<string, unknown> | null>(null);
  const submit = (values: Record<string, unknown>) =>
    record?.is_active && values.is_active === false ? setPending(values) : save?.(values);
  const confirmation = (
    <Confirm
      isOpen={pending !== null}
      title="app.users.deactivate_title"
      content="app.users.deactivate_confirm"
      translateOptions={{ name: [record?.name, record?.last_name].filter(Boolean).join(' ') }}
      confirm="app.users.deactivate"
      confirmColor="warning"
      onConfirm={() => {
        const values = pending;
        setPending(null);
        if (values) void save?.(values);
      }}
      onClose={() => setPending(null)}
    />
  );
  return { submit, confirmation };
}
