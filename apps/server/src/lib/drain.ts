import type { Server } from "node:http";
import { Server as NetServer } from "node:net";

export type Drain = {
  /** Requests accepted and not yet answered (or abandoned by their client). */
  inFlight(): number;
  /**
   * Goes on accepting for `noticeMs` (while the health check says it is stopping, so balancers stop sending
   * and connections already waiting to be accepted are taken), then stops accepting, lets the requests in flight finish (answering each with `Connection: close`
   * so that no connection is reused), and resolves once none has been left for a moment or the deadline has
   * passed. Tells whether everything finished in time.
   */
  run(noticeMs: number, deadlineMs: number): Promise<boolean>;
};

/** How long no request may be in flight before the connections still open are taken as idle. */
const QUIET_MS = 300;

/** Counts the requests an HTTP server is working on, so that a shutdown can wait for them. */
export function trackRequests(server: Server): Drain {
  let count = 0;
  let accepted = 0;
  let draining = false;

  server.on("connection", () => {
    accepted += 1;
  });
  server.on("request", (_request, response) => {
    count += 1;
    if (draining) response.setHeader("connection", "close");
    response.once("close", () => {
      count -= 1;
    });
  });

  return {
    inFlight: () => count,
    async run(noticeMs, deadlineMs) {
      draining = true;
      const deadline = Date.now() + deadlineMs;
      await new Promise((resolve) => setTimeout(resolve, Math.min(noticeMs, deadlineMs)));
      // Connections the system has completed but the event loop not yet taken would be reset by closing: close
      // right after a turn of the loop that found none waiting.
      for (let seen = -1; seen !== accepted && Date.now() < deadline; ) {
        seen = accepted;
        await new Promise((resolve) => setImmediate(resolve));
      }
      // The listening socket only: http.Server's own close() would also drop connections it has accepted but
      // not yet read a request from (a busy event loop), and their requests would be lost.
      NetServer.prototype.close.call(server);
      let quietSince = Date.now();
      while (Date.now() < deadline) {
        if (count > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= QUIET_MS) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      server.closeIdleConnections();
      return count === 0;
    },
  };
}
