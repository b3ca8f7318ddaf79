import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { verifySignup } from "../signup.api";

/** The e-mailed link's form: on success the person signs in with the password they just chose. */
export function useVerifySignup() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: verifySignup,
    onSuccess: ({ message }) => {
      notifications.show({ title: "Email Verified", message, color: "green" });
      navigate("/login");
    },
  });
}
