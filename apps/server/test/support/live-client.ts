import { LIVE_PATH, type LiveServerMessage } from "@listful/contracts";
import { WebSocket } from "ws";
import { ORIGIN } from "../helpers.ts";

type Message<T extends LiveServerMessage["type"]> = Extract<LiveServerMessage, { type: T }>;

/** A page's live socket as a test drives it: every message it got, and waits for the first not yet taken. */
export type LiveClient = {
  readonly messages: LiveServerMessage[];
  /** The instance that took the socket, where a balancer says (x-served-by). */
  readonly servedBy: string;
  next<T extends LiveServerMessage["type"]>(
    type: T,
    match?: (message: Message<T>) => boolean,
    timeoutMs?: number,
  ): Promise<Message<T>>;
  send(text: string): void;
  /** Resolves with the close code and reason once the socket is closed. */
  readonly closed: Promise<{ code: number; reason: string }>;
  close(): void;
};

/** Opens `/api/live/{id}` on a listening server; rejects with the HTTP status of a refused upgrade. */
export function openLive(
  baseUrl: string,
  id: string,
  options: { token?: string; origin?: string | null } = {},
): Promise<LiveClient> {
  const origin = options.origin === undefined ? ORIGIN : options.origin;
  const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}${LIVE_PATH}${id}`, {
    headers: {
      ...(origin ? { origin } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
  const messages: LiveServerMessage[] = [];
  const waiting = new Set<() => void>();
  socket.on("message", (data) => {
    messages.push(JSON.parse(data.toString()) as LiveServerMessage);
    for (const wake of waiting) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  /** Messages a `next` has answered already: each answers one wait. */
  const taken = new Set<number>();
  let servedBy = "";
  socket.once("upgrade", (response) => {
    servedBy = String(response.headers["x-served-by"] ?? "");
  });
  const client: LiveClient = {
    messages,
    get servedBy() {
      return servedBy;
    },
    next(type, match = () => true, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(look);
          reject(new Error(`no such "${type}" message; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        function look() {
          const index = messages.findIndex(
            (message, at) => !taken.has(at) && message.type === type && match(message as never),
          );
          if (index < 0) return;
          taken.add(index);
          clearTimeout(timer);
          waiting.delete(look);
          resolve(messages[index] as never);
        }
        waiting.add(look);
        look();
      });
    },
    send: (text) => socket.send(text),
    closed,
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve(client));
    socket.once("unexpected-response", (_request, response) => {
      reject(
        Object.assign(new Error(`upgrade refused: ${response.statusCode}`), { status: response.statusCode }),
      );
      socket.terminate();
    });
    socket.once("error", reject);
  });
}
