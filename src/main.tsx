import { boot } from './app/boot/boot';
import { mountApp } from './app/boot/mount-app';
import { PRERENDERED_ELEMENT_ID } from './domain/journey/prerendered-page';

// SPEC §8: without its root container the app throws and does not start; a drawn first step
// goes too, so nobody types into a form that cannot be sent.
const container = document.getElementById('root');
if (!container) {
  document.getElementById(PRERENDERED_ELEMENT_ID)?.remove();
  throw new Error('Root container #root not found: the application cannot start');
}

void boot(mountApp(container));
