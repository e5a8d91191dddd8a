import type { FolderViews } from '../model/resourceViews.ts';
import { foldersWithViews } from './folders.ts';
import { createRegistry } from './registry.ts';

const views = import.meta.glob<FolderViews>('../*/index.ts', { eager: true, import: 'default' });

/** The back office's registry: every resource folder with its screens. */
export const appRegistry = createRegistry(foldersWithViews(views));
