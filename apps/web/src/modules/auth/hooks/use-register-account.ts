import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { registerAccount } from "../auth.api";
import { describeRegistrationFailure } from "../auth-messages";
import { CURRENT_USER_QUERY_KEY } from "./use-current-user";

/** Spec §9: the welcome notice stays on screen this long before the dashboard opens. */
export const REGISTRATION_REDIRECT_DELAY_MS = 1500;

export function useRegisterAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isRedirectScheduled, setIsRedirectScheduled] = useState(false);

  useEffect(() => {
    if (!isRedirectScheduled) return;
    let isCancelled = false;
    // The session is read again before navigating, so /home opens in the signed-in route set.
    const timer = window.setTimeout(async () => {
      await queryClient.refetchQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      if (!isCancelled) navigate("/home");
    }, REGISTRATION_REDIRECT_DELAY_MS);
    return () => {
      isCancelled = true;
      window.clearTimeout(timer);
    };
  }, [isRedirectScheduled, navigate, queryClient]);

  const mutation = useMutation({
    mutationFn: registerAccount,
    onSuccess: () => {
      notifications.show({
        title: "Registration Successful!",
        message: "Welcome to Inkundla! Redirecting you to your dashboard...",
        color: "green",
      });
      setIsRedirectScheduled(true);
    },
    onError: (error) => {
      notifications.show({
        title: "Registration Failed",
        message: describeRegistrationFailure(error),
        color: "red",
      });
    },
  });

  return { ...mutation, isRedirectScheduled };
}
