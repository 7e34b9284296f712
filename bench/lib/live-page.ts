// A page of a live list as the live bench drives it: a WebSocket through the balancer, keeping the list's ticks
// in revision order as the check-off page does, and when each revision arrived.
import { applyTick, type Checklist, type Tick } from "@listful/checklist";
import { WebSocket } from "ws";

export type LivePage = {
  readonly servedBy: string;
  /** When each revision's tick arrived (performance.now()). */
  readonly arrivals: Map<number, number>;
  /** The page's document: the stored one it opened on, and every tick in revision order after it. */
  document(): Checklist;
  close(): void;
};

export function openLivePage(
  url: string,
  origin: string,
  opened: { data: Checklist; revision: number },
): Promise<LivePage> {
  const socket = new WebSocket(url, { headers: { origin } });
  const arrivals = new Map<number, number>();
  const ticks = new Map<number, Tick>();
  let servedBy = "";
  socket.once("upgrade", (response) => {
    servedBy = String(response.headers["x-served-by"] ?? "");
  });
  socket.on("message", (data) => {
    const message = JSON.parse(data.toString()) as { type: string; revision?: number; tick?: Tick };
    if (message.type !== "ticked" || message.revision === undefined || !message.tick) return;
    arrivals.set(message.revision, performance.now());
    ticks.set(message.revision, message.tick);
  });
  const page: LivePage = {
    get servedBy() {
      return servedBy;
    },
    arrivals,
    document() {
      const order = [...ticks.keys()].filter((revision) => revision > opened.revision).sort((a, b) => a - b);
      return order.reduce((doc, revision) => applyTick(doc, ticks.get(revision) as Tick), opened.data);
    },
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve(page));
    socket.once("error", reject);
  });
}

/** Opens an idle socket (for the memory a socket takes); resolves once it is open. */
export function openIdleSocket(url: string, origin: string): Promise<WebSocket> {
  const socket = new WebSocket(url, { headers: { origin } });
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve(socket));
    socket.once("error", reject);
  });
}
