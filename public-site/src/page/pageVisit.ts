import type { PageLoad } from '../data/siteSource.ts';
import type { RegistrationVisit } from '../data/registrationSource.ts';
import type { SiteFrame } from '../data/types.ts';
import type { PageTarget } from './pageTarget.ts';

/**
 * The data of the site route: the frame (menu, languages, settings), which page the address is,
 * and the page's data. On the server and in a hydrated first page the data itself; on a
 * client-side navigation a promise, so the new page shows its loader at once instead of keeping
 * the old page on screen while the data travels.
 */
export interface PageVisit {
  frame: SiteFrame;
  target: PageTarget;
  load: PageLoad | Promise<PageLoad>;
  /** The offers open for registration, and the state of a form the site server rendered. */
  registration: RegistrationVisit;
}
