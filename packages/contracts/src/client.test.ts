import { createChecklist } from "@listful/checklist";
import { describe, expect, it } from "vitest";
import { ApiError, createApiClient, isApiError } from "./client.ts";

type Call = { url: string; method: string; headers: Record<string, string>; body: string | undefined };

/** A fetch that records each call and answers from `answer`, as a server on the other end would. */
function recordingFetch(answer: (call: Call, index: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      url: String(input),
      method: init?.method ?? "GET",
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === "string" ? init.body : undefined,
    };
    calls.push(call);
    return answer(call, calls.length - 1);
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const SESSION_ENDED = { error: "Please sign in to continue.", code: "unauthorized" };
const USER = { id: "u1", name: "Ada", email: "ada@example.com", roles: [], plan: {}, created: "" };

describe("renewing the session on 401", () => {
  it("refreshes once for calls that fail together, then retries each of them", async () => {
    let renewed = false;
    let releaseRefresh = () => {};
    const refreshAnswered = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const server = recordingFetch(async (call) => {
      if (call.url.endsWith("/api/token/refresh")) {
        await refreshAnswered;
        renewed = true;
        return json(200, { token: "t", refresh_token: "r", user: USER });
      }
      return renewed ? json(200, USER) : json(401, SESSION_ENDED);
    });
    const client = createApiClient({ fetch: server.fetch, refreshOnUnauthorized: true });
    const calls = Promise.all([
      client.request("GET /api/user"),
      client.request("GET /api/folders"),
      client.request("GET /api/bookmarks"),
    ]);
    // Let all three fail and ask for a refresh before the refresh answers.
    await new Promise((resolve) => setTimeout(resolve, 10));
    releaseRefresh();
    await calls;
    const urls = server.calls.map((call) => new URL(call.url, "http://x").pathname);
    expect(urls.filter((url) => url === "/api/token/refresh")).toHaveLength(1);
    expect(urls.filter((url) => url === "/api/user")).toHaveLength(2);
    expect(urls.filter((url) => url === "/api/folders")).toHaveLength(2);
  });

  it("refreshes again after an earlier refresh has settled", async () => {
    const server = recordingFetch((call, index) => {
      if (call.url.endsWith("/api/token/refresh")) return json(200, {});
      return index % 3 === 0 ? json(401, SESSION_ENDED) : json(200, USER);
    });
    const client = createApiClient({ fetch: server.fetch, refreshOnUnauthorized: true });
    await client.request("GET /api/user");
    await client.request("GET /api/user");
    expect(server.calls.filter((call) => call.url.endsWith("/api/token/refresh"))).toHaveLength(2);
  });

  it("answers the first 401 when the session cannot be renewed, without retrying", async () => {
    const server = recordingFetch(() => json(401, SESSION_ENDED));
    const client = createApiClient({ fetch: server.fetch, refreshOnUnauthorized: true });
    const error = await client.request("GET /api/user").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, envelope: SESSION_ENDED });
    expect(server.calls.map((call) => call.url)).toEqual(["/api/user", "/api/token/refresh"]);
  });

  it("never refreshes for the calls that make or end a session, nor when not asked to", async () => {
    const server = recordingFetch(() => json(401, SESSION_ENDED));
    const client = createApiClient({ fetch: server.fetch, refreshOnUnauthorized: true });
    await expect(
      client.request("POST /api/login", { body: { email: "a@b.co", password: "x" } }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(client.request("POST /api/logout")).rejects.toMatchObject({ status: 401 });
    await expect(createApiClient({ fetch: server.fetch }).request("GET /api/user")).rejects.toMatchObject({
      status: 401,
    });
    expect(server.calls.map((call) => call.url)).toEqual(["/api/login", "/api/logout", "/api/user"]);
  });
});

describe("building the request", () => {
  it("encodes path parameters, so a value cannot reach another path", async () => {
    const server = recordingFetch(() => json(200, {}));
    const client = createApiClient({ fetch: server.fetch });
    await client.request("GET /api/checklist/:id", { params: { id: "../user?x=1#y é" } });
    await client.request("GET /api/templates/:id/data", { params: { id: 7 } });
    expect(server.calls.map((call) => call.url)).toEqual([
      "/api/checklist/..%2Fuser%3Fx%3D1%23y%20%C3%A9",
      "/api/templates/7/data",
    ]);
  });

  it("refuses to send a call with a path parameter missing", async () => {
    const server = recordingFetch(() => json(200, {}));
    const client = createApiClient({ fetch: server.fetch });
    await expect(client.request("GET /api/checklist/:id", { params: {} as { id: string } })).rejects.toThrow(
      "Missing path parameter id for /api/checklist/:id",
    );
    expect(server.calls).toEqual([]);
  });

  it("sends the query without empty values, the body as JSON, and the configured headers", async () => {
    const server = recordingFetch(() => json(200, {}));
    const client = createApiClient({
      fetch: server.fetch,
      baseUrl: "http://localhost:3000",
      headers: { authorization: "Bearer abc" },
    });
    await client.request("GET /api/checklists", { query: { page: 2, search: "a&b=c", folder: undefined } });
    await client.request("PUT /api/checklist/:id/share", { params: { id: "c1" }, body: { isShared: true } });
    const [list, share] = server.calls;
    expect(list?.url).toBe("http://localhost:3000/api/checklists?page=2&search=a%26b%3Dc");
    expect(list?.headers).toEqual({ accept: "application/json", authorization: "Bearer abc" });
    expect(share).toMatchObject({
      method: "PUT",
      body: '{"isShared":true}',
      headers: { "content-type": "application/json", authorization: "Bearer abc" },
    });
  });
});

describe("reading the answer", () => {
  it("passes the API's error envelope on as it is", async () => {
    const envelope = { error: "Please check the highlighted fields.", code: "validation_error", errors: {} };
    const client = createApiClient({ fetch: recordingFetch(() => json(400, envelope)).fetch });
    await expect(client.request("POST /api/folders", { body: { name: "" } })).rejects.toMatchObject({
      status: 400,
      message: envelope.error,
      envelope,
    });
  });

  it("keeps the headers of a refusal, such as when to try again", async () => {
    const answer = () =>
      new Response(JSON.stringify({ error: "Too many requests.", code: "rate_limited" }), {
        status: 429,
        headers: { "retry-after": "30" },
      });
    const client = createApiClient({ fetch: recordingFetch(answer).fetch });
    const error = await client.request("GET /api/folders").then(
      () => undefined,
      (caught: ApiError) => caught,
    );
    expect(error?.headers.get("retry-after")).toBe("30");
  });

  it.each([
    ["an HTML error page", 502, "Bad Gateway", "<html><body>Bad gateway</body></html>"],
    ["an empty body", 503, "", ""],
    ["JSON that is not an envelope", 500, "Internal Server Error", '{"message":"boom"}'],
  ])("turns %s from a server error into the generic message", async (_label, status, statusText, body) => {
    const answer = () => new Response(body, { status, statusText, headers: { "content-type": "text/html" } });
    const client = createApiClient({ fetch: recordingFetch(answer).fetch });
    await expect(client.request("GET /api/folders")).rejects.toMatchObject({
      status,
      envelope: { error: "Something went wrong. Try later.", code: "internal_error" },
    });
  });

  it("names the status of a refusal whose body is not JSON", async () => {
    const answer = () => new Response("<h1>Forbidden</h1>", { status: 403, statusText: "Forbidden" });
    const client = createApiClient({ fetch: recordingFetch(answer).fetch });
    await expect(client.request("GET /api/folders")).rejects.toMatchObject({
      status: 403,
      envelope: { error: "Forbidden", code: "bad_request" },
    });
  });

  it("answers nothing for 204 and hands a file over raw", async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const server = recordingFetch((call) =>
      call.url.endsWith("/api/pdf")
        ? new Response(pdf, { status: 200, headers: { "content-type": "application/pdf" } })
        : new Response(null, { status: 204 }),
    );
    const client = createApiClient({ fetch: server.fetch });
    expect(await client.request("POST /api/logout")).toBeUndefined();
    const file = await client.requestRaw("POST /api/pdf", { body: { data: createChecklist() } });
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
  });

  it("knows an ApiError from another copy of this module", () => {
    const foreign = Object.assign(new Error("Nope."), {
      name: "ApiError",
      status: 404,
      envelope: { error: "Nope.", code: "not_found" },
    });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error("Nope."))).toBe(false);
    expect(isApiError({ name: "ApiError", status: 404, envelope: {} })).toBe(false);
  });
});
