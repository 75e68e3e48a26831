import { RotateCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './button';
import { UI_TEXT } from './strings';

export type ErrorBoundaryProps = {
  children: ReactNode;
  /** Called before the children are rendered again (e.g. to reset failed queries). */
  onReset?: () => void;
  /** Replaces the default Italian message + 'Riprova'. */
  fallback?: (props: { error: unknown; reset: () => void }) => ReactNode;
  title?: string;
};

type ErrorBoundaryState = { error: unknown; failed: boolean };

/** Keeps one failing part (a dashboard card, a panel) from taking the whole page down. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Sezione non disponibile', error, info.componentStack);
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <div>
          <p className="font-medium text-slate-900 dark:text-white">{this.props.title ?? UI_TEXT.sectionError}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{UI_TEXT.sectionErrorHint}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          icon={<RotateCw className="size-4" aria-hidden="true" />}
          onClick={this.reset}
        >
          {UI_TEXT.retry}
        </Button>
      </div>
    );
  }
}
