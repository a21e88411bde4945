import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface AppErrorBoundaryState {
  hasError: boolean;
}

/**
 * Last line of defence around the router: a crash outside any route's errorElement still ends on the
 * error screen instead of a blank page. (Error boundaries are still class components in React 19.)
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <ErrorScreen layout="standalone" /> : this.props.children;
  }
}
