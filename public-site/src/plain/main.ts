// The browser entry of a plain page (see plainPage.ts): no stylesheet (the server puts the
// site's inline), no framework.
import { startPlainPage } from './plainPage.ts';

startPlainPage();
