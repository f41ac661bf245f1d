import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { RouteError } from './route-error.tsx';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  failure: { error: unknown } | null;
  location: Location;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  // Going to another address (the back button) tries the screens again, as the data router's
  // boundary did: the failure may belong to the screen that was left.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failure: null, location: props.location };
  }

  override render() {
    return this.state.failure ? <RouteError error={this.state.failure.error} /> : this.props.children;
  }
}

/** Catches a render error or a screen's chunk failing to load anywhere below the router. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation()}>{children}</Boundary>;
}
