import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Logger } from '../../domain/logger';
import { RenderFailure, type RenderFailureText } from './render-failure';

type Props = { logger: Logger; children: ReactNode; translated?: RenderFailureText };
type State = { error: Error | null };

/**
 * Catches render failures outside the router (providers, boot); the router's own boundary shows the
 * same screen for the routes. The logger reports to the error logger when the configuration enables it.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.logger.error(error.message, { stack: error.stack, componentStack: info.componentStack });
  }

  render() {
    return this.state.error ? <RenderFailure translated={this.props.translated} /> : this.props.children;
  }
}
