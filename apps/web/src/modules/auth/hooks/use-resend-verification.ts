import { useMutation } from "@tanstack/react-query";
import { resendVerification } from "../signup.api";

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
