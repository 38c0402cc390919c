import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What shows instead of the children that failed; `retry` renders them anew. */
  fallback: (retry: () => void) => ReactNode;
}

/**
 * Catches a part of the app that could not be shown (its code or CSS failed to load, typically while the
 * server is down), so the rest of the app keeps working and the part can be tried again without a reload.
 * Its parts load through `lazyPage`, which starts a fresh import after a failure.
 */
export class LoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
