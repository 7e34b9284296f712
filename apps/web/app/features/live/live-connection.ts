import { LIVE_CLOSE, type LiveServerMessage, LiveServerMessageSchema } from "@listful/contracts";

/**
 * Where a page's live channel stands: opening, open, lost and trying again, or ended because the list is no
 * longer shared or was deleted (then nothing more comes, and the page says so).
 */
export type LiveStatus = "connecting" | "live" | "reconnecting" | "not-shared" | "deleted";

/** The first wait before trying again, doubled on each failure up to `RETRY_MAX_MS`. */
export const RETRY_FIRST_MS = 500;
export const RETRY_MAX_MS = 10_000;

/** `WebSocket.OPEN`, which a stand-in socket need not define. */
const OPEN = 1;

export type LiveConnection = {
  /** Asks the server for what this page has missed (it answers the stored document if it is newer). */
  readonly sync: () => void;
  readonly close: () => void;
};

type LiveOptions = {
  url: string;
  /** The revision the page's document is at, sent on every sync. */
  revision: () => number;
  onMessage: (message: LiveServerMessage) => void;
  onStatus: (status: LiveStatus) => void;
  /** Tests open a stand-in; pages the browser's WebSocket. */
  open?: (url: string) => WebSocket;
};

/**
 * A page's live channel: it syncs on every opening, so after a lost connection it catches up from the last
 * revision it saw without a reload; it tries again after a growing wait, at once when the browser is back
 * online, and never once the server has said the list is no longer shared.
 */
export function connectLive(options: LiveOptions): LiveConnection {
  const open = options.open ?? ((url: string) => new WebSocket(url));
  let socket: WebSocket | undefined;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let isOver = false;

  function sync() {
    if (socket?.readyState !== OPEN) return;
    socket.send(JSON.stringify({ type: "sync", revision: options.revision() }));
  }

  function onMessage(event: MessageEvent) {
    try {
      const parsed = LiveServerMessageSchema.safeParse(JSON.parse(String(event.data)));
      if (parsed.success) options.onMessage(parsed.data);
    } catch {
      // Not JSON: nothing the page can use.
    }
  }

  function onClose(event: CloseEvent) {
    socket = undefined;
    if (isOver) return;
    if (event.code === LIVE_CLOSE.notShared || event.code === LIVE_CLOSE.deleted) {
      isOver = true;
      options.onStatus(event.code === LIVE_CLOSE.deleted ? "deleted" : "not-shared");
      return;
    }
    // A link turned view-only opens again at once, as a viewer; anything else after a growing wait.
    const wait =
      event.code === LIVE_CLOSE.viewOnly ? 0 : Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** failures);
    failures += 1;
    options.onStatus("reconnecting");
    retry = setTimeout(connect, wait);
  }

  function connect() {
    clearTimeout(retry);
    if (isOver || socket) return;
    const opened = open(options.url);
    socket = opened;
    opened.addEventListener("open", () => {
      failures = 0;
      options.onStatus("live");
      sync();
    });
    opened.addEventListener("message", onMessage);
    opened.addEventListener("close", onClose);
  }

  const onOnline = () => {
    if (!socket) connect();
  };
  window.addEventListener("online", onOnline);
  options.onStatus("connecting");
  connect();

  return {
    sync,
    close() {
      isOver = true;
      clearTimeout(retry);
      window.removeEventListener("online", onOnline);
      socket?.close();
    },
  };
}
