// The browser entry. The shared styles first: each component's own rules come after them and win.
import './styles/fonts.css';
import './styles/base.css';
import './styles/buttons.css';
import './styles/sections.css';
import { PAYLOAD_ELEMENT_ID } from './page/payloadId.ts';

/**
 * A server-rendered page is complete and readable without script (its links work as links), so
 * the code that makes it interactive loads after the page itself: the hero image and the text
 * get the phone's bandwidth first. A static host's empty shell starts at once.
 */
function start(): void {
  void import('./boot.tsx').then(({ boot }) => boot());
}

if (document.getElementById(PAYLOAD_ELEMENT_ID) && document.readyState !== 'complete')
  window.addEventListener('load', start, { once: true });
else start();
