import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Logger } from '../../domain/logger';

/** SPEC §8: the one message a render failure shows, in English as the spec gives it and translated beneath. */
export const RENDER_FAILURE_MESSAGE = 'Something went wrong. Please, try again later.';

type Props = { logger: Logger; children: ReactNode; translated?: { message: string; retry: string } };
type State = { error: Error | null };

/** Catches render failures; the logger reports them to the error logger when the configuration enables it. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.logger.error(error.message, { stack: error.stack, componentStack: info.componentStack });
  }

  render() {
    if (!this.state.error) return this.props.children;
    const { translated } = this.props;
    return (
      <div className="fatal" role="alert">
        <p className="fatal__message" lang="en">{RENDER_FAILURE_MESSAGE}</p>
        {translated && translated.message !== RENDER_FAILURE_MESSAGE && <p className="fatal__translation">{translated.message}</p>}
        {/* A reload resumes the application where it was: nothing typed is lost (DESIGN.md §4). */}
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {translated?.retry ?? 'Try again'}
        </button>
      </div>
    );
  }
}
