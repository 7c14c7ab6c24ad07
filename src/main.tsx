// First, before any schema is created (src/config/zod-jitless.ts).
import './config/zod-jitless';
import { createRoot } from 'react-dom/client';
import './app/styles/base.css';
import { boot } from './app/boot/boot';

// SPEC §8: without its root container the app throws and does not start.
const container = document.getElementById('root');
if (!container) throw new Error('Root container #root not found: the application cannot start');

void boot(createRoot(container));
