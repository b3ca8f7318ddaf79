import { Alert, Anchor, Container, Group, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { describeLoginErrorParam } from "../auth-messages";
import { RegisterForm } from "../components/register-form";
import { SignInForm } from "../components/sign-in-form";
import { RETURN_TO_PARAM, toSafeReturnPath } from "../return-path";

type LoginMode = "login" | "register";

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const errorParam = searchParams.get("error");
  const isReturning = toSafeReturnPath(searchParams.get(RETURN_TO_PARAM)) !== null;
  const [mode, setMode] = useState<LoginMode>("login");

  return (
    <Container size={460} px={0} py="xl">
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Title order={1}>Welcome to Inkundla</Title>
          <Text c="dimmed">
            {isReturning
              ? "Sign in to open the page you asked for."
              : "Sign in to your practice, or create an account to get started."}
          </Text>
        </Stack>

        {errorParam !== null ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {describeLoginErrorParam(errorParam)}
          </Alert>
        ) : null}

        <Paper withBorder shadow="xs" p={{ base: "md", xs: "xl" }}>
          <Tabs
            value={mode}
            onChange={(value) => setMode(value === "register" ? "register" : "login")}
            keepMounted={false}
          >
            <Tabs.List grow mb="lg">
              <Tabs.Tab value="login">Sign In</Tabs.Tab>
              <Tabs.Tab value="register">Create Account</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="login">
              <SignInForm />
            </Tabs.Panel>
            <Tabs.Panel value="register">
              <RegisterForm />
            </Tabs.Panel>
          </Tabs>
        </Paper>

        <Text size="sm" c="dimmed" ta="center">
          By continuing you agree to our{" "}
          <Anchor component={Link} to="/terms-of-service" inherit>
            Terms of Service
          </Anchor>{" "}
          and{" "}
          <Anchor component={Link} to="/privacy-policy" inherit>
            Privacy Policy
          </Anchor>
          .
        </Text>
        <Group justify="center">
          <Anchor component={Link} to="/" size="sm">
            Back to home
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
