import { createPreset, LIMITS } from "@listful/checklist";
import { checklists, eq, folders } from "@listful/db";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiClient,
  createTestApp,
  dbKind,
  exchange,
  failure,
  type Registered,
  registerUser,
  type TestApp,
} from "./helpers.ts";

let t: TestApp;
type User = Registered;
let alice: User;
let bob: User;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app, { name: "Alice Owner" });
  bob = await registerUser(t.app, { name: "Bob" });
});
afterAll(() => t.close());

async function save(user: User, title = "Groceries") {
  const doc = createPreset("daily-checklist", { start: "2026-03-01" });
  return user.api.request("POST /api/checklist", {
    body: { data: { ...doc, title: { ...doc.title, text: title } } },
  });
}

function makeFolder(user: User, name: string) {
  return user.api.request("POST /api/folders", { body: { name } });
}

const list = (user: User, query: { page?: number; folder?: string; search?: string } = {}) =>
  user.api.request("GET /api/checklists", { query });
const read = (user: User, id: string) => user.api.request("GET /api/checklist/:id", { params: { id } });
const move = (user: User, id: string, folderId: string | null) =>
  user.api.request("PUT /api/checklist/:id/move-to-folder", { params: { id }, body: { folderId } });
const share = (user: User, id: string, isShared: boolean) =>
  user.api.request("PUT /api/checklist/:id/share", { params: { id }, body: { isShared } });
const titles = (page: { items: { title: string }[] }) => page.items.map((x) => x.title);

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#7c3aed" } })
    .png()
    .toBuffer();

describe(`GET /api/checklists (${dbKind})`, () => {
  it("pages twelve at a time, newest change first, with load-more", async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 30; i++) await save(user, `List ${String(i).padStart(2, "0")}`);
    const first = await list(user);
    expect(first).toMatchObject({ page: 1, pageSize: 12, hasMore: true });
    expect(first.items).toHaveLength(12);
    expect(first.items[0]?.title).toBe("List 29");
    expect(first.items[0]).not.toHaveProperty("data");
    const second = await list(user, { page: 2 });
    expect(second).toMatchObject({ page: 2, hasMore: true });
    const third = await list(user, { page: 3 });
    expect(third.items).toHaveLength(6);
    expect(third.hasMore).toBe(false);
    expect(third.items.at(-1)?.title).toBe("List 00");
  });

  it("filters by folder and searches titles, treating % and _ literally", async () => {
    const user = await registerUser(t.app);
    const folder = await makeFolder(user, "Work");
    const a = await save(user, "Quarterly plan");
    await save(user, "Holiday packing");
    await save(user, "100% done_list");
    await move(user, a.id, folder.id);
    expect(titles(await list(user, { folder: folder.id }))).toEqual(["Quarterly plan"]);
    expect((await list(user, { folder: "none" })).items).toHaveLength(2);
    expect(titles(await list(user, { search: "PACK" }))).toEqual(["Holiday packing"]);
    expect(titles(await list(user, { search: "0%" }))).toEqual(["100% done_list"]);
    expect((await failure(list(user, { page: 0 }))).status).toBe(400);
  });
});

describe(`changing a checklist (${dbKind})`, () => {
  it("copies with (copy) in the title and the duplicate flag", async () => {
    const original = await save(alice, "Morning routine");
    const { status, body: copy } = await exchange(alice.api, "POST /api/checklist/:id/copy", {
      params: { id: original.id },
    });
    expect(status).toBe(201);
    expect(copy).toMatchObject({ title: "Morning routine (copy)", isDuplicate: true, isShared: false });
    expect(copy.id).not.toBe(original.id);
    expect(copy.data.title.text).toBe("Morning routine (copy)");
  });

  it("numbers further copies, of the original or of a copy, and shortens a long title, never the number", async () => {
    const user = await registerUser(t.app);
    const copy = async (id: string) =>
      (await user.api.request("POST /api/checklist/:id/copy", { params: { id } })).title;
    const original = await save(user, "Packing list");
    expect(await copy(original.id)).toBe("Packing list (copy)");
    expect(await copy(original.id)).toBe("Packing list (copy 2)");
    const third = await user.api.request("POST /api/checklist/:id/copy", { params: { id: original.id } });
    expect(third.title).toBe("Packing list (copy 3)");
    expect(third.data.title.text).toBe("Packing list (copy 3)");
    // A copy of a copy is another copy of the same list, not "(copy) (copy)".
    const [firstCopy] = (await list(user, { search: "Packing list (copy)" })).items;
    expect(await copy(firstCopy?.id ?? "")).toBe("Packing list (copy 4)");
    // Another person's copies, and lists whose titles only start alike, are not counted.
    const other = await save(bob, "Packing list");
    expect((await bob.api.request("POST /api/checklist/:id/copy", { params: { id: other.id } })).title).toBe(
      "Packing list (copy)",
    );
    const alike = await save(user, "Packing list for camp");
    expect(await copy(alike.id)).toBe("Packing list for camp (copy)");

    // At the length limit the title is cut, the suffix kept whole; the next copies are still numbered.
    const long = await save(user, "L".repeat(LIMITS.titleText));
    const longCopy = await copy(long.id);
    expect(longCopy).toBe(`${"L".repeat(LIMITS.titleText - " (copy)".length)} (copy)`);
    const longSecond = await copy(long.id);
    expect(longSecond).toBe(`${"L".repeat(LIMITS.titleText - " (copy 2)".length)} (copy 2)`);
    const [longFirst] = (await list(user, { search: longCopy })).items;
    expect(await copy(longFirst?.id ?? "")).toBe(
      `${"L".repeat(LIMITS.titleText - " (copy 3)".length)} (copy 3)`,
    );
  });

  it("renames the checklist and its document", async () => {
    const saved = await save(alice);
    const rename = (title: string) =>
      alice.api.request("PUT /api/checklist/:id/rename", { params: { id: saved.id }, body: { title } });
    const renamed = await rename("Weekend groceries");
    expect(renamed).toMatchObject({ title: "Weekend groceries", revision: 2 });
    expect(renamed.data.title.text).toBe("Weekend groceries");
    expect((await failure(rename(" "))).status).toBe(400);
    // The document's own title limit: a longer title is refused, never cut short in silence.
    const long = await failure(rename("x".repeat(61)));
    expect(long.status).toBe(400);
    expect(long.envelope.errors).toHaveProperty("title");
    expect((await read(alice, saved.id)).title).toBe("Weekend groceries");
  });

  it("moves into the owner's folder and out again", async () => {
    const saved = await save(alice);
    const folder = await makeFolder(alice, `Home ${Date.now()}`);
    expect((await move(alice, saved.id, folder.id)).folder).toEqual({ id: folder.id });
    expect((await move(alice, saved.id, null)).folder).toBeNull();
  });

  it("keeps a checklist's place and last-edit time when it is filed or shared", async () => {
    const older = await save(alice, "Filed later");
    await save(alice, "Edited last");
    const folder = await makeFolder(alice, `Archive ${Date.now()}`);
    const moved = await move(alice, older.id, folder.id);
    const shared = await share(alice, older.id, true);
    expect(moved.updated).toBe(older.updated);
    expect(shared.updated).toBe(older.updated);
    const [first] = (await list(alice)).items;
    expect(first?.title).toBe("Edited last");
  });

  it("deletes", async () => {
    const saved = await save(alice);
    const remove = () => alice.api.request("DELETE /api/checklist/:id", { params: { id: saved.id } });
    expect(await remove()).toEqual({ message: "The checklist has been deleted." });
    expect((await failure(read(alice, saved.id))).status).toBe(404);
    expect((await failure(remove())).status).toBe(404);
  });
});

describe(`folders (${dbKind})`, () => {
  it("creates, lists with counts, renames and deletes without losing checklists", async () => {
    const user = await registerUser(t.app);
    const folder = await makeFolder(user, "Recipes");
    expect(folder).toMatchObject({ name: "Recipes", checklistCount: 0 });
    const saved = await save(user);
    await move(user, saved.id, folder.id);
    expect(await user.api.request("GET /api/folders")).toEqual([
      expect.objectContaining({ id: folder.id, name: "Recipes", checklistCount: 1 }),
    ]);
    const duplicate = await failure(makeFolder(user, "recipes"));
    expect(duplicate.status).toBe(400);
    expect(duplicate.envelope.errors).toEqual({ name: "You already have a folder with this name." });
    const renamed = await user.api.request("PUT /api/folders/:id", {
      params: { id: folder.id },
      body: { name: "Cooking" },
    });
    expect(renamed).toMatchObject({ name: "Cooking", checklistCount: 1 });
    const removed = await exchange(user.api, "DELETE /api/folders/:id", { params: { id: folder.id } });
    expect(removed.status).toBe(200);
    expect((await read(user, saved.id)).folder).toBeNull();
  });
});

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
    expect(Object.keys(body).sort()).toEqual(["data", "id", "image", "owner", "title", "updated"]);
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
