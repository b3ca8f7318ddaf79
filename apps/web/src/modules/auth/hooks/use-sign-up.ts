import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { readApiErrorMessage } from "../../../lib/api-client";
import { signUpFirm } from "../signup.api";

export const SIGNUP_FAILED_MESSAGE = "Failed to create account. Please try again.";

/** Spec 000 §8: the wizard's notices; on success the person goes to /login to wait for the e-mail. */
export function useSignUp() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signUpFirm,
    onSuccess: () => {
      // One notice at a time: an earlier failure notice must not hold back the good news.
      notifications.clean();
      notifications.show({
        title: "Registration Successful!",
        message: "Please check your email to verify your account and complete setup.",
        color: "green",
      });
      navigate("/login");
    },
    onError: (error) => {
      notifications.show({
        title: "Registration Failed",
        message: readApiErrorMessage(error) ?? SIGNUP_FAILED_MESSAGE,
        color: "red",
      });
    },
  });
}
