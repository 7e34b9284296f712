import { createPreset } from "@listful/checklist";
import { checklists, eq, folders } from "@listful/db";
import { describe, expect, it } from "vitest";
import { apiClient, dbKind, failure, registerUser } from "./helpers.ts";
import {
  alice,
  bob,
  list,
  makeFolder,
  move,
  png,
  save,
  setUpCollectionApp,
  share,
  t,
  type User,
} from "./support/collection-app.ts";

setUpCollectionApp();

describe(`sharing, reading shared checklists and bookmarks (${dbKind})`, () => {
  it("shows a shared checklist to anyone, with only allow-listed fields", async () => {
    const saved = await save(alice, "Shared plan");
    const guest = apiClient(t.app);
    const readShared = () => guest.requestRaw("GET /api/checklist/preview/:id", { params: { id: saved.id } });
    expect((await failure(readShared())).status).toBe(404);
    await share(alice, saved.id, true);
    const response = await readShared();
    expect(response.status).toBe(200);
    const text = await response.text();
    const body = JSON.parse(text);
    expect(Object.keys(body).sort()).toEqual([
      "access",
      "data",
      "id",
      "image",
      "owner",
      "revision",
      "title",
      "updated",
    ]);
    expect(body.access).toBe("view");
    expect(body.owner).toEqual({ name: "Alice Owner" });
    expect(text).not.toContain(alice.user.email);
    expect(text).not.toContain(alice.user.id);
    await share(alice, saved.id, false);
    expect((await failure(readShared())).status).toBe(404);
  });

  it("bookmarks someone's shared checklist, hides it when unshared, refuses private and own", async () => {
    const saved = await save(alice, "Bookmarked plan");
    const bookmark = (user: User) => user.api.request("POST /api/bookmark/:id", { params: { id: saved.id } });
    const unbookmark = () => bob.api.request("DELETE /api/bookmark/:id", { params: { id: saved.id } });
    expect((await failure(bookmark(bob))).status).toBe(404);
    await share(alice, saved.id, true);
    expect(await bookmark(bob)).toEqual({ message: "The checklist has been saved to your bookmarks." });
    expect(await bookmark(bob)).toEqual({ message: "The checklist has been saved to your bookmarks." });
    const bookmarks = await bob.api.request("GET /api/bookmarks");
    expect(bookmarks).toEqual([
      expect.objectContaining({ id: saved.id, title: "Bookmarked plan", owner: { name: "Alice Owner" } }),
    ]);
    expect(JSON.stringify(bookmarks)).not.toContain(alice.user.email);
    expect((await failure(bookmark(alice))).status).toBe(400);

    await share(alice, saved.id, false);
    expect(await bob.api.request("GET /api/bookmarks")).toEqual([]);
    expect(await unbookmark()).toEqual({ message: "The checklist has been deleted from your bookmarks." });
    expect((await failure(unbookmark())).status).toBe(404);
  });
});

describe(`another user's things read as missing (${dbKind})`, () => {
  it("answers 404 for every call by user B on user A's checklist, folder and bookmark, and changes nothing", async () => {
    const saved = await save(alice, "Alice's private list");
    const folder = await makeFolder(alice, `Private ${Date.now()}`);
    const bobsOwn = await save(bob, "Bob's list");
    const [before] = await t.database.db.select().from(checklists).where(eq(checklists.id, saved.id));
    const image = (await png(10, 10)).toString("base64");
    const onHers = { params: { id: saved.id } };
    const onHerFolder = { params: { id: folder.id } };
    const calls: [string, () => Promise<unknown>][] = [
      ["read", () => bob.api.request("GET /api/checklist/:id", onHers)],
      [
        "save",
        () =>
          bob.api.request("PUT /api/checklist/:id", {
            ...onHers,
            body: { data: createPreset("daily-checklist") },
          }),
      ],
      ["delete", () => bob.api.request("DELETE /api/checklist/:id", onHers)],
      ["copy", () => bob.api.request("POST /api/checklist/:id/copy", onHers)],
      [
        "rename",
        () => bob.api.request("PUT /api/checklist/:id/rename", { ...onHers, body: { title: "Mine now" } }),
      ],
      ["move", () => move(bob, saved.id, null)],
      ["share", () => share(bob, saved.id, true)],
      [
        "upload",
        () => bob.api.request("PUT /api/checklist/:id/image-upload", { ...onHers, body: { image } }),
      ],
      ["read shared", () => bob.api.request("GET /api/checklist/preview/:id", onHers)],
      ["bookmark", () => bob.api.request("POST /api/bookmark/:id", onHers)],
      ["unbookmark", () => bob.api.request("DELETE /api/bookmark/:id", onHers)],
      [
        "rename her folder",
        () => bob.api.request("PUT /api/folders/:id", { ...onHerFolder, body: { name: "Taken over" } }),
      ],
      ["delete her folder", () => bob.api.request("DELETE /api/folders/:id", onHerFolder)],
      ["file into her folder", () => move(bob, bobsOwn.id, folder.id)],
      ["list her folder", () => list(bob, { folder: folder.id })],
    ];
    for (const [label, call] of calls) {
      expect((await failure(call())).status, label).toBe(404);
    }
    const [after] = await t.database.db.select().from(checklists).where(eq(checklists.id, saved.id));
    expect(after).toEqual(before);
    const [folderAfter] = await t.database.db.select().from(folders).where(eq(folders.id, folder.id));
    expect(folderAfter?.name).toBe(folder.name);
    expect((await list(bob)).items.map((x) => x.id)).not.toContain(saved.id);
    expect(await bob.api.request("GET /api/folders")).toEqual([]);
  });

  it("leaves another user's bookmark alone when B tries to remove it", async () => {
    const shared = await save(alice, "Alice's shared list");
    await share(alice, shared.id, true);
    const carol = await registerUser(t.app, { name: "Carol Reader" });
    const onShared = { params: { id: shared.id } };
    expect(await carol.api.request("POST /api/bookmark/:id", onShared)).toEqual({
      message: "The checklist has been saved to your bookmarks.",
    });
    expect((await failure(bob.api.request("DELETE /api/bookmark/:id", onShared))).status).toBe(404);
    const carols = await carol.api.request("GET /api/bookmarks");
    expect(carols.map((bookmark) => bookmark.id)).toEqual([shared.id]);
  });
});
