import type { ListTexts } from './ListScreen.tsx';
import type { FormTexts } from './FormScreen.tsx';

/** The list texts of a resource whose catalog follows the pattern app.<name>.* */
export function listTexts(name: string): ListTexts {
  return {
    title: `app.${name}.title`,
    subtitle: `app.${name}.subtitle`,
    add: `app.${name}.add`,
    loading: `app.${name}.loading`,
    loadFailed: `app.${name}.load_failed`,
    emptyTitle: `app.${name}.empty_title`,
    emptyText: `app.${name}.empty_text`,
    noMatch: 'app.list.no_match',
    search: 'app.list.search',
  };
}

/** The form texts of such a resource. */
export function formTexts(name: string, editing: boolean): FormTexts {
  return {
    title: `app.${name}.${editing ? 'edit_title' : 'create_title'}`,
    saved: `app.${name}.saved`,
    saveFailed: 'app.save.failed_generic',
    loadFailed: 'app.save.load_failed',
  };
}
