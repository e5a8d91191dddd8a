import type { Json } from '@academy/shared';
import { ValueChange } from './FieldDiffView.tsx';
import { fieldChanges } from './historyEntries.ts';
import { useFieldTitle } from './useFieldTitle.ts';

/** The English change that made a translation stale, as the history shows a change. */
export default function EnglishChange({
  source,
  before,
  after,
}: {
  source: string;
  before: Json;
  after: Json;
}) {
  const fieldTitle = useFieldTitle();
  const [change] = fieldChanges({
    changed_fields: [source],
    old_values: { [source]: before },
    new_values: { [source]: after },
  });
  if (!change) return null;
  const title = fieldTitle('', source);
  return (
    <ValueChange
      title={title}
      before={change.before}
      after={change.after}
      diff={change.diff}
      formatOnly={change.formatOnly}
    />
  );
}
