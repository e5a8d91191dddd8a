import { Component, type ReactNode } from 'react';

interface Props {
  /** Names the section in the log. */
  name: string;
  /** A change (e.g. the path) gives the section another try. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  failedFor: string | undefined | null;
}

/**
 * A section that throws while rendering stays empty and the error is logged: the rest
 * of the page keeps working, the page never goes blank.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failedFor: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedFor: undefined };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[site] the ${this.props.name} section failed to render`, error);
    this.setState({ failedFor: this.props.resetKey });
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.failedFor !== null && prev.resetKey !== this.props.resetKey)
      this.setState({ failedFor: null });
  }

  override render() {
    return this.state.failedFor === null ? this.props.children : null;
  }
}
