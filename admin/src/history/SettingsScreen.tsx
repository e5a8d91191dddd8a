import type { ScreenProps } from '../kit/FormScreen.tsx';
import type { ResourceDefinition } from '../model/resourceDefinition.ts';
import { EditWithHistory } from './EditWithHistory.tsx';

type SettingsScreenProps = Pick<ScreenProps, 'texts' | 'openWhen' | 'transform' | 'children'> & {
  /** The settings' resource: a table of one row, `id = 1`. */
  resource: Pick<ResourceDefinition, 'name' | 'table'>;
};

/**
 * The screen of a table of one row (the site's settings, the registrations'), edited with its
 * history beside it. It has no list to go back to: the way back leads to the dashboard, and a
 * save stays on the screen.
 */
export function SettingsScreen({ resource, ...props }: SettingsScreenProps) {
  return (
    <EditWithHistory
      {...props}
      resource={resource.name}
      table={resource.table}
      id={1}
      backPath="/"
      backLabel="app.common.back_to_admin"
      redirectTo={false}
    />
  );
}
