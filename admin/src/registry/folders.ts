/// <reference types="vite/client" />
// The resources of the back office are its folders: every folder of admin/src with a
// `resource.ts` is one (or several, such as the page editors), and its `index.ts`, when there is
// one, gives its screens. Nothing lists them elsewhere: a new resource is a new folder (and the
// SQL of its table).
import type { ResourceModule } from '../model/resourceDefinition.ts';
import type { FolderViews } from '../model/resourceViews.ts';
import type { ResourceFolder } from './registry.ts';

const definitions = import.meta.glob<ResourceModule>('../*/resource.ts', { eager: true, import: 'default' });

/** 'coaches' for '../coaches/resource.ts'. */
const folderOf = (path: string) => path.split('/')[1]!;

/** Every resource folder's declarations, without screens (free of React). */
export function dataFolders(): ResourceFolder[] {
  return Object.values(definitions).map((resource) => ({ resource }));
}

/** Every resource folder with its screens (`views` is the glob of their index.ts files). */
export function foldersWithViews(views: Readonly<Record<string, FolderViews>>): ResourceFolder[] {
  const byFolder = new Map(Object.entries(views).map(([path, folderViews]) => [folderOf(path), folderViews]));
  for (const folder of byFolder.keys())
    if (!Object.keys(definitions).some((path) => folderOf(path) === folder))
      throw new Error(`admin/src/${folder}/index.ts has screens but no resource.ts`);
  return Object.entries(definitions).map(([path, resource]) => ({
    resource,
    views: byFolder.get(folderOf(path)),
  }));
}
