import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ResourceDefinition } from './resourceDefinition.ts';

/** The screens of one resource: react-admin's list, create, edit and show, or one screen of its own. */
export interface ResourceViews {
  icon: SvgIconComponent;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  /** The screen of a single-record resource (a page editor, the settings), at /admin/<name>. */
  screen?: ComponentType;
  recordRepresentation?: string | ((record: never) => string);
}

/**
 * What a resource folder's `index.ts` default-exports: its screens, or (a folder declaring several
 * resources, such as the page editors) the screens of each of its resources (none for a resource
 * the folder's screens only read and write, such as a registration's payments).
 */
export type FolderViews = ResourceViews | ((resource: ResourceDefinition) => ResourceViews | undefined);
