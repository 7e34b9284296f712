import type { Background } from "@listful/contracts";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useBackgroundsCatalogue } from "./use-backgrounds.ts";

const request = vi.hoisted(() => vi.fn());
vi.mock("../../../lib/api.ts", () => ({ api: { request } }));

afterEach(() => {
  cleanup();
  request.mockReset();
});

const CATALOGUE = [{ id: "dots", isPremium: false }] as unknown as Background[];

describe("useBackgroundsCatalogue", () => {
  it("starts ready with the page load's catalogue, and asks for nothing", () => {
    const { result } = renderHook(() => useBackgroundsCatalogue(CATALOGUE));
    expect(result.current).toMatchObject({ backgrounds: CATALOGUE, status: "ready" });
    expect(request).not.toHaveBeenCalled();
  });

  it("says it failed, and is loading again from the very drawing a retry is asked in", async () => {
    request.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const statuses: string[] = [];
    const { result } = renderHook(() => {
      const catalogue = useBackgroundsCatalogue(null);
      statuses.push(catalogue.status);
      return catalogue;
    });
    await waitFor(() => expect(result.current.status).toBe("failed"));
    let answer: (catalogue: Background[]) => void = () => undefined;
    request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    statuses.length = 0;
    act(() => result.current.retry());
    expect(statuses).toEqual(["loading"]);
    await act(async () => answer(CATALOGUE));
    expect(result.current).toMatchObject({ backgrounds: CATALOGUE, status: "ready" });
    expect(request).toHaveBeenCalledTimes(2);
  });
});
