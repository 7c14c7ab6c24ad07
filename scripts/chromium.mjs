// The system Chromium every browser tool here drives (DESIGN.md §1): npm tools cannot download
// browsers on these machines, and without the background-networking flags Chromium's own calls
// are refused by the closed network.
export const chromePath = () => process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
