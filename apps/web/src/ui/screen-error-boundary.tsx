import { Alert, Button, Stack, Text } from "@mantine/core";
import { Component, type ErrorInfo, type ReactNode } from "react";

interface ScreenErrorBoundaryProps {
  children: ReactNode;
}

interface ScreenErrorBoundaryState {
  hasFailed: boolean;
}

/** Keeps a failing screen (or a chunk that no longer exists after a deploy) from blanking the whole app. */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): ScreenErrorBoundaryState {
    return { hasFailed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Screen failed to render", error, info.componentStack);
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <Alert color="red" variant="light" title="This screen could not be shown" maw={640}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">An error occurred. Please try again.</Text>
          <Button size="xs" variant="default" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Stack>
      </Alert>
    );
  }
}
