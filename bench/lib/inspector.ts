// A running instance's memory read through its inspector (started with --inspect on 127.0.0.1): the
// collector is run first, so what is read is what is held, not what is waiting to be collected.
import { WebSocket } from "ws";

export type HeldMemory = { heapUsed: number; external: number; arrayBuffers: number; rss: number };

type Answer = { id: number; result?: { result?: { value?: unknown } }; error?: { message: string } };

/** Collects garbage in the instance whose inspector listens on `port`, then reads `process.memoryUsage()`. */
export async function heldMemory(port: number): Promise<HeldMemory> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const target = targets[0];
  if (!target) throw new Error(`no inspector target on port ${port}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let next = 0;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const id = ++next;
      const listen = (data: Buffer) => {
        const answer = JSON.parse(data.toString()) as Answer;
        if (answer.id !== id) return;
        socket.off("message", listen);
        if (answer.error) reject(new Error(`${method}: ${answer.error.message}`));
        else resolve(answer);
      };
      socket.on("message", listen);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    // Twice: what the first pass frees can let go of more on the second (weak maps, finalisers).
    await call("HeapProfiler.collectGarbage");
    await call("HeapProfiler.collectGarbage");
    const answer = await call("Runtime.evaluate", {
      expression: "process.memoryUsage()",
      returnByValue: true,
    });
    return answer.result?.result?.value as HeldMemory;
  } finally {
    socket.close();
  }
}
