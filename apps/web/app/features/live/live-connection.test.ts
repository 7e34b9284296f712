import { LIVE_CLOSE } from "@listful/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectLive, type LiveStatus, RETRY_FIRST_MS } from "./live-connection.ts";

/** A socket the test opens, answers and closes by hand. */
class StandIn extends EventTarget {
  readyState = 0;
  readonly sent: string[] = [];
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.drop(1000);
  }
  accept() {
    this.readyState = 1;
    this.dispatchEvent(new Event("open"));
  }
  say(message: unknown) {
    this.dispatchEvent(new MessageEvent("message", { data: JSON.stringify(message) }));
  }
  drop(code: number) {
    this.readyState = 3;
    this.dispatchEvent(new CloseEvent("close", { code }));
  }
}

function setUp() {
  const sockets: StandIn[] = [];
  const statuses: LiveStatus[] = [];
  const messages: unknown[] = [];
  let revision = 4;
  const connection = connectLive({
    url: "ws://localhost/api/live/list",
    revision: () => revision,
    onStatus: (status) => statuses.push(status),
    onMessage: (message) => messages.push(message),
    open: () => {
      const socket = new StandIn();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
  const last = () => sockets.at(-1) as StandIn;
  return { connection, sockets, statuses, messages, last, setRevision: (to: number) => (revision = to) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a page's live channel", () => {
  it("syncs from its revision on opening, and passes on the server's messages it knows", () => {
    const { last, statuses, messages } = setUp();
    last().accept();
    expect(statuses).toEqual(["connecting", "live"]);
    expect(last().sent).toEqual([JSON.stringify({ type: "sync", revision: 4 })]);
    last().say({ type: "changed", revision: 5 });
    last().say({ type: "nonsense" });
    expect(messages).toEqual([{ type: "changed", revision: 5 }]);
  });

  it("tries again after a growing wait, and catches up from the revision it has by then", async () => {
    const { last, sockets, statuses, setRevision } = setUp();
    last().accept();
    last().drop(1006);
    expect(statuses.at(-1)).toBe("reconnecting");
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(sockets).toHaveLength(2);
    last().drop(1006);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(sockets).toHaveLength(3);
    setRevision(9);
    last().accept();
    expect(last().sent).toEqual([JSON.stringify({ type: "sync", revision: 9 })]);
    expect(statuses.at(-1)).toBe("live");
  });

  it("tries again at once when the browser is back online", () => {
    const { last, sockets } = setUp();
    last().drop(1006);
    window.dispatchEvent(new Event("online"));
    expect(sockets).toHaveLength(2);
  });

  it("stops for good once the list is no longer shared, and opens again at once when it turns view-only", async () => {
    const viewOnly = setUp();
    viewOnly.last().drop(LIVE_CLOSE.viewOnly);
    await vi.advanceTimersByTimeAsync(0);
    expect(viewOnly.sockets).toHaveLength(2);

    const deleted = setUp();
    deleted.last().drop(LIVE_CLOSE.deleted);
    expect(deleted.statuses.at(-1)).toBe("deleted");

    const unshared = setUp();
    unshared.last().drop(LIVE_CLOSE.notShared);
    expect(unshared.statuses.at(-1)).toBe("not-shared");
    await vi.advanceTimersByTimeAsync(60_000);
    window.dispatchEvent(new Event("online"));
    expect(unshared.sockets).toHaveLength(1);
  });

  it("closes its socket and tries no more once the page is left", async () => {
    const { connection, last, sockets } = setUp();
    last().accept();
    connection.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });
});
