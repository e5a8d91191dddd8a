import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';

/** The screens of one registry entry (each resource folder's index.ts default-exports these). */
export interface ResourceViews {
  icon: SvgIconComponent;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  /** A single-record screen at the entry's path (a page editor, the settings). */
  screen?: ComponentType;
  recordRepresentation?: string | ((record: never) => string);
  /** Loads the screens' code ahead of a visit (on idle, or when the menu entry is pointed at). */
  preload?: () => void;
}
