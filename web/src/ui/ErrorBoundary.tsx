import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryState {
  failed: boolean;
}

/**
 * Live listeners report a failure (a refused read, a document the schema rejects) by throwing
 * while rendering; this keeps the rest of the app usable and offers a reload.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        severity="error"
        sx={{ mx: { xs: 2, md: 4 }, my: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        This page could not be loaded. Please reload it.
      </Alert>
    );
  }
}
