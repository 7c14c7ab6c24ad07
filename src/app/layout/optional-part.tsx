import { Component, Suspense, type ReactNode } from 'react';

/**
 * A part of the layout the step does not need (the toasts, the consent dialog): loaded lazily, and
 * when its chunk does not come even after the retries, it is left out, never a failure of the page.
 */
export class OptionalPart extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
