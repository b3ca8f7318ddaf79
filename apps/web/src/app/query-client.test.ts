import { describe, expect, it } from "vitest";
import { findRequests, jsonResponse, stubFetch } from "../testing/fake-server";
import { createQueryClient } from "./query-client";

describe("createQueryClient", () => {
  it("reads a query key with a GET to its segments joined by slashes", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { totalUsers: 12 }));
    const queryClient = createQueryClient();

    const stats = await queryClient.fetchQuery({ queryKey: ["/api/admin", "stats"] });

    expect(stats).toEqual({ totalUsers: 12 });
    expect(findRequests(fetchMock, "/api/admin/stats")).toEqual([
      expect.objectContaining({ method: "GET", credentials: "include" }),
    ]);
  });

  it("never retries a failed read and keeps data fresh until told otherwise", async () => {
    const fetchMock = stubFetch(() => jsonResponse(500, { message: "Boom", code: "INTERNAL" }));
    const queryClient = createQueryClient();

    await expect(queryClient.fetchQuery({ queryKey: ["/api/dashboard/stats"] })).rejects.toThrow("500: ");
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const queryDefaults = queryClient.getDefaultOptions().queries;
    expect(queryDefaults).toMatchObject({
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false);
  });
});
