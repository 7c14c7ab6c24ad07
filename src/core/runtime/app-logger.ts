import { capLogValue, createConsoleLogger, type Logger } from '../../domain/logger';

/**
 * The console logger, plus reporting of errors to the error logger when the runtime configuration
 * enables it (SPEC §8). Every value sent, the address included, is capped (SPEC §9); nothing here sends a payload.
 */
export function createAppLogger(options: { errorLogging: boolean; endpoint: string }): Logger {
  const console = createConsoleLogger();
  if (!options.errorLogging) return console;
  return {
    ...console,
    error(message, details) {
      console.error(message, details);
      const body = JSON.stringify({ message: capLogValue(message), details: capLogValue(details), url: capLogValue(location.pathname) });
      // sendBeacon survives the page being closed right after the failure.
      if (!navigator.sendBeacon?.(options.endpoint, new Blob([body], { type: 'application/json' }))) {
        void fetch(options.endpoint, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => {});
      }
    },
  };
}
