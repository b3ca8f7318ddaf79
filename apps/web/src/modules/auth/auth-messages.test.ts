import { describe, expect, it } from "vitest";
import { describeLoginErrorParam, describeLoginFailure, describeRegistrationFailure } from "./auth-messages";

const apiError = (status: number, message: string) =>
  new Error(`${status}: ${JSON.stringify({ message, code: "X" })}`);

describe("describeLoginErrorParam", () => {
  it("maps each ?error= value to its banner text", () => {
    expect(describeLoginErrorParam("invalid_credentials")).toBe(
      "Invalid email or password. Please try again.",
    );
    expect(describeLoginErrorParam("user_exists")).toBe("An account with this email already exists.");
    expect(describeLoginErrorParam("registration_failed")).toBe("Registration failed. Please try again.");
    expect(describeLoginErrorParam("session_expired")).toBe("An error occurred. Please try again.");
    expect(describeLoginErrorParam("")).toBe("An error occurred. Please try again.");
    expect(describeLoginErrorParam("constructor")).toBe("An error occurred. Please try again.");
  });
});

describe("describeLoginFailure", () => {
  it("uses the server message, else 'Invalid credentials', and the generic text for a network error", () => {
    expect(describeLoginFailure(apiError(401, "Invalid email or password"))).toBe(
      "Invalid email or password",
    );
    expect(describeLoginFailure(apiError(429, "Too many attempts"))).toBe("Too many attempts");
    expect(describeLoginFailure(new Error("500: Internal Server Error"))).toBe("Invalid credentials");
    expect(describeLoginFailure(new TypeError("Failed to fetch"))).toBe(
      "An error occurred. Please try again.",
    );
  });
});

describe("describeRegistrationFailure", () => {
  it("uses the server message, else 'Failed to create account', and the generic text for a network error", () => {
    expect(describeRegistrationFailure(apiError(409, "An account with this email already exists"))).toBe(
      "An account with this email already exists",
    );
    expect(describeRegistrationFailure(new Error("500: "))).toBe("Failed to create account");
    expect(describeRegistrationFailure(new TypeError("Failed to fetch"))).toBe(
      "An error occurred. Please try again.",
    );
  });
});
