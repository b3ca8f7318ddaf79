import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { requestPasswordReset, resetPassword } from "../signup.api";

/** "Forgot password?": the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** The e-mailed link's form: on success every session has ended, so the person signs in again. */
export function useResetPassword() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ message }) => {
      notifications.show({ title: "Password Changed", message, color: "green" });
      navigate("/login");
    },
  });
}
