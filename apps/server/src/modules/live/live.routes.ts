import {
  ChecklistIdParamsSchema,
  LIVE_CLOSE,
  LIVE_MESSAGE_WINDOW_MS,
  LIVE_MESSAGES_PER_WINDOW,
  LIVE_PATH,
  type LiveClientMessage,
  LiveClientMessageSchema,
  type LiveServerMessage,
} from "@listful/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RawData, WebSocket } from "ws";
import { ForbiddenError } from "../../domain-errors.ts";
import type { LiveGrant, LiveService } from "./live.service.ts";
import type { LiveHub } from "./live-hub.ts";

/** How often the server pings each page; one that has not answered the last ping by the next is dropped. */
const PING_MS = 15_000;

export const CROSS_SITE = "A live connection opens only from a Listful page.";

/**
 * Whether a WebSocket comes from a page of this site: browsers always send its Origin, and a page of another
 * site cannot make it match the host it connects to (no cross-site WebSocket hijacking).
 */
export function isSameSite(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    const url = new URL(origin);
    return url.host === request.headers.host || url.origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

function readMessage(raw: RawData, isBinary: boolean): LiveClientMessage | undefined {
  if (isBinary) return undefined;
  try {
    const result = LiveClientMessageSchema.safeParse(JSON.parse(raw.toString()));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/** A window's count of a page's messages: false once it has sent more than it may. */
function messageBudget(now: () => number = Date.now) {
  let windowStart = now();
  let count = 0;
  return () => {
    if (now() - windowStart >= LIVE_MESSAGE_WINDOW_MS) {
      windowStart = now();
      count = 0;
    }
    count += 1;
    return count <= LIVE_MESSAGES_PER_WINDOW;
  };
}

/**
 * `GET /api/live/{id}` as a WebSocket: the owner (session cookie) or anyone with the link of a shared list.
 * It is refused before the upgrade (403 from another site, 404 for a list that is not shared, 429 past the
 * address's limit); once open, a bad message closes it with `LIVE_CLOSE`'s codes.
 */
export async function liveRoutes(
  app: FastifyInstance,
  deps: { live: LiveService; liveHub: LiveHub; publicUrl: string },
) {
  const grants = new WeakMap<FastifyRequest, LiveGrant>();
  const opens = app.limiter({ name: "live-open", max: 60, windowMs: 60_000 });
  const alive = new WeakSet<WebSocket>();
  const sockets = new Set<WebSocket>();
  const pings = setInterval(() => {
    for (const socket of sockets) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, PING_MS);
  pings.unref();
  app.addHook("onClose", async () => clearInterval(pings));

  app.get<{ Params: { id: string } }>(
    `${LIVE_PATH}:id`,
    {
      websocket: true,
      config: { public: true },
      schema: { params: ChecklistIdParamsSchema },
      preHandler: [
        opens,
        async (request) => {
          if (!isSameSite(request, deps.publicUrl)) throw new ForbiddenError(CROSS_SITE);
          grants.set(request, await deps.live.grant(request.principal, request.params.id));
        },
      ],
    },
    (socket, request) => {
      const grant = grants.get(request);
      if (!grant) return socket.close(LIVE_CLOSE.notShared, "This checklist is not shared.");
      sockets.add(socket);
      alive.add(socket);
      socket.on("pong", () => alive.add(socket));
      const send = (message: LiveServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const leave = deps.liveHub.join({
        listId: grant.listId,
        person: grant.person,
        isOwner: grant.isOwner,
        access: grant.access,
        send,
        close: (code, reason) => socket.close(code, reason),
      });
      socket.on("close", () => {
        sockets.delete(socket);
        leave();
      });
      send({ type: "welcome", access: grant.access, isOwner: grant.isOwner });

      const withinBudget = messageBudget();
      socket.on("message", (raw, isBinary) => {
        if (!withinBudget()) return socket.close(LIVE_CLOSE.tooManyMessages, "Too many messages.");
        const message = readMessage(raw, isBinary);
        if (!message) return socket.close(LIVE_CLOSE.badMessage, "Not a Listful live message.");
        deps.live.sync(grant, message.revision).then(
          (answer) =>
            answer ? send(answer) : socket.close(LIVE_CLOSE.notShared, "This checklist is no longer shared."),
          (error: unknown) => {
            request.log.warn({ err: error }, "live: sync failed");
            socket.close(1011, "The server could not read the checklist.");
          },
        );
      });
    },
  );
}
