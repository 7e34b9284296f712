// Another website for the embed specs: a real HTTP server on 127.0.0.1 (a different site from localhost, where
// Listful runs) serving one page that frames a Listful address.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type OtherSite = { url: string; close: () => Promise<void> };

export async function startOtherSite(frameSrc: string, frameWidth: number): Promise<OtherSite> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>My blog</title></head>
<body style="margin:0;font-family:sans-serif;background:#f4f4f4"><h1 style="margin:0;padding:12px">My blog</h1>
<iframe src="${frameSrc.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}" title="My checklist"
 style="display:block;border:0;width:100%;max-width:${frameWidth}px;height:700px"></iframe></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/post`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
