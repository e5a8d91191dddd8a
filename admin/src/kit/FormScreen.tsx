import { useCallback, useState } from 'react';
import { CreateBase, EditBase, useBasename, type RaRecord } from 'react-admin';
import { FormFrame, type FrameProps } from './FormFrame.tsx';
import { LoadFailure } from './LoadFailure.tsx';
import { PageLoader } from './PageLoader.tsx';
import {
  SaveStateContext,
  useSaveHandlers,
  type FormTexts,
  type RedirectTo,
  type SaveProblem,
} from './saveProblem.ts';
import { nullHiddenLanguages, useSectionsRef, type SectionsRef } from './sections.tsx';

export type { FormTexts } from './saveProblem.ts';

/** A create or edit screen of one record. */
export interface ScreenProps extends Omit<FrameProps, 'title'> {
  /** The react-admin resource (an admin name or a table). */
  resource: string;
  texts: FormTexts;
  /** Where to go after saving. */
  redirectTo: RedirectTo;
  /** The record as the form edits it (a page's content fields at the top level). */
  queryOptions?: { select?: (record: RaRecord) => RaRecord };
  /** Passed to the data provider with the read and the save (the columns to read). */
  queryMeta?: Record<string, unknown>;
  /** Record changes before saving (after hidden language sections are nulled). */
  transform?: (data: Record<string, unknown>) => Record<string, unknown>;
  defaultValues?: Record<string, unknown>;
  /** After a successful save, before the notice and the next screen. */
  afterSave?: (record: RaRecord) => void;
}

function transformWith(sections: SectionsRef, transform?: ScreenProps['transform']) {
  return (data: Record<string, unknown>) => {
    const visible = nullHiddenLanguages(data, sections.visible, sections.fields);
    return transform ? transform(visible) : visible;
  };
}

/** The screen's save handlers and last refusal, for its form. */
function useScreenSaveState(props: ScreenProps) {
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const clear = useCallback(() => setProblem(null), []);
  const handlers = useSaveHandlers(props.texts, props.redirectTo, setProblem, props.afterSave);
  return { problem, clear, ...handlers };
}

/**
 * The edit screen of one record on react-admin's EditBase: 'Loading...' while it loads, the
 * screen's own load failure when it cannot, the form with its language sections, and saves that
 * wait for the database (a refusal keeps every change in the form and says why).
 */
export function EditScreen({ id, ...props }: ScreenProps & { id?: string | number }) {
  const sections = useSectionsRef();
  const state = useScreenSaveState(props);
  const basename = useBasename();
  return (
    <EditBase
      resource={props.resource}
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      transform={transformWith(sections, props.transform)}
      mutationOptions={{ meta: props.queryMeta }}
      // The screen shows its own load failure instead of react-admin's notification.
      queryOptions={{ retry: false, onError: () => undefined, meta: props.queryMeta, ...props.queryOptions }}
      loading={<PageLoader />}
      error={
        <LoadFailure
          title={props.texts.title}
          message={props.texts.loadFailed ?? 'ra.notification.item_doesnt_exist'}
          listPath={`${basename}${props.backPath}`}
        />
      }
    >
      <SaveStateContext.Provider value={state}>
        <FormFrame {...props} title={props.texts.title} sections={sections} />
      </SaveStateContext.Provider>
    </EditBase>
  );
}

/** The create screen of a resource on react-admin's CreateBase, with the same form habits. */
export function CreateScreen(props: ScreenProps) {
  const sections = useSectionsRef();
  const state = useScreenSaveState(props);
  return (
    <CreateBase
      resource={props.resource}
      redirect={false}
      transform={transformWith(sections, props.transform)}
      record={props.defaultValues}
    >
      <SaveStateContext.Provider value={state}>
        <FormFrame {...props} title={props.texts.title} sections={sections} />
      </SaveStateContext.Provider>
    </CreateBase>
  );
}
