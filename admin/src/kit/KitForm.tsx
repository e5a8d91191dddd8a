import { useRef, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Form, useSaveContext, type ValidateForm } from 'react-admin';
import { FormActions } from './FormActions.tsx';
import { useSaveState } from './saveProblem.ts';
import { OpenSectionsWithErrors } from './sections.tsx';
import { useFocusOnOpen } from './useFocusOnOpen.ts';

/**
 * The form's error when the data provider refused the save. react-admin's save resolves either
 * way; answering with an error marks the submit unsuccessful, so the form stays dirty and the
 * unsaved-changes warning stays on (menu links, Back, Cancel and reload all ask) until it is saved.
 */
const REFUSED = { root: { serverError: 'app.save.failed_generic' } };

/**
 * react-admin's Form with the kit's habits: a question before leaving with unsaved changes (menu,
 * links, Cancel, Back or closing the tab), and still after a refused save; focus on the first
 * field when it opens (or on the field a link asked for); no lingering "form is not valid"
 * notice; Cancel and Save with the last refusal beside them.
 */
export function KitForm({
  validate,
  cancelPath,
  extras,
  children,
}: {
  validate?: ValidateForm;
  /** Where Cancel leads (an admin path with its basename). */
  cancelPath: string;
  /** Shown within the form after its fields (a panel that needs the form's state). */
  extras?: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { save } = useSaveContext();
  const { onSuccess, onError } = useSaveState();
  useFocusOnOpen(ref);
  const submit = async (values: Record<string, unknown>) => {
    let refused = false;
    const errors = await save?.(values, {
      onSuccess,
      onError: (error: unknown) => {
        refused = true;
        onError(error);
      },
    });
    return errors ?? (refused ? REFUSED : undefined);
  };
  return (
    <Form
      noValidate
      warnWhenUnsavedChanges
      disableInvalidFormNotification
      validate={validate}
      mode="onSubmit"
      reValidateMode="onChange"
      onSubmit={submit}
    >
      <OpenSectionsWithErrors />
      <Box ref={ref}>{children}</Box>
      <FormActions cancelPath={cancelPath} />
      {extras}
    </Form>
  );
}
