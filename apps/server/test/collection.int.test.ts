import { LIMITS } from "@listful/checklist";
import { describe, expect, it } from "vitest";
import { dbKind, exchange, failure, registerUser } from "./helpers.ts";
import {
  alice,
  bob,
  list,
  makeFolder,
  move,
  read,
  save,
  setUpCollectionApp,
  share,
  t,
  titles,
} from "./support/collection-app.ts";

setUpCollectionApp();

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
