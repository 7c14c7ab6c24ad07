// Started by src/entry.ts with the page's language; see intl-warm-up.ts.
import { warmUpIntl } from './intl-warm-up';

self.onmessage = ({ data }: MessageEvent<unknown>) => {
  warmUpIntl(typeof data === 'string' ? data : '');
  self.close();
};
