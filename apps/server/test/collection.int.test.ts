import { createPreset } from "@listful/checklist";
import { checklists, eq, folders } from "@listful/db";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, dbKind, registerUser, type TestApp } from "./helpers.ts";

let t: TestApp;
type User = Awaited<ReturnType<typeof registerUser>>;
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
  const response = await call(t.app, "POST", "/api/checklist", {
    token: user.token,
    body: { data: { ...doc, title: { ...doc.title, text: title } } },
  });
  return response.json();
}

async function makeFolder(user: User, name: string) {
  return (await call(t.app, "POST", "/api/folders", { token: user.token, body: { name } })).json();
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#7c3aed" } })
    .png()
    .toBuffer();

describe(`GET /api/checklists (${dbKind})`, () => {
  it("pages twelve at a time, newest change first, with load-more", async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 30; i++) await save(user, `List ${String(i).padStart(2, "0")}`);
    const first = (await call(t.app, "GET", "/api/checklists", { token: user.token })).json();
    expect(first).toMatchObject({ page: 1, pageSize: 12, hasMore: true });
    expect(first.items).toHaveLength(12);
    expect(first.items[0].title).toBe("List 29");
    expect(first.items[0]).not.toHaveProperty("data");
    const second = (await call(t.app, "GET", "/api/checklists?page=2", { token: user.token })).json();
    expect(second).toMatchObject({ page: 2, hasMore: true });
    const third = (await call(t.app, "GET", "/api/checklists?page=3", { token: user.token })).json();
    expect(third.items).toHaveLength(6);
    expect(third.hasMore).toBe(false);
    expect(third.items.at(-1).title).toBe("List 00");
  });

  it("filters by folder and searches titles, treating % and _ literally", async () => {
    const user = await registerUser(t.app);
    const folder = await makeFolder(user, "Work");
    const a = await save(user, "Quarterly plan");
    await save(user, "Holiday packing");
    await save(user, "100% done_list");
    await call(t.app, "PUT", `/api/checklist/${a.id}/move-to-folder`, {
      token: user.token,
      body: { folderId: folder.id },
    });
    const inFolder = (
      await call(t.app, "GET", `/api/checklists?folder=${folder.id}`, { token: user.token })
    ).json();
    expect(inFolder.items.map((x: { title: string }) => x.title)).toEqual(["Quarterly plan"]);
    const unfiled = (await call(t.app, "GET", "/api/checklists?folder=none", { token: user.token })).json();
    expect(unfiled.items).toHaveLength(2);
    const search = (await call(t.app, "GET", "/api/checklists?search=PACK", { token: user.token })).json();
    expect(search.items.map((x: { title: string }) => x.title)).toEqual(["Holiday packing"]);
    const literal = (
      await call(t.app, "GET", `/api/checklists?search=${encodeURIComponent("0%")}`, { token: user.token })
    ).json();
    expect(literal.items.map((x: { title: string }) => x.title)).toEqual(["100% done_list"]);
    expect((await call(t.app, "GET", "/api/checklists?page=0", { token: user.token })).statusCode).toBe(400);
  });
});

describe(`changing a checklist (${dbKind})`, () => {
  it("copies with (copy) in the title and the duplicate flag", async () => {
    const original = await save(alice, "Morning routine");
    const response = await call(t.app, "POST", `/api/checklist/${original.id}/copy`, { token: alice.token });
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({ title: "Morning routine (copy)", isDuplicate: true, isShared: false });
    expect(copy.id).not.toBe(original.id);
    expect(copy.data.title.text).toBe("Morning routine (copy)");
  });

  it("renames the checklist and its document", async () => {
    const saved = await save(alice);
    const response = await call(t.app, "PUT", `/api/checklist/${saved.id}/rename`, {
      token: alice.token,
      body: { title: "Weekend groceries" },
    });
    expect(response.json()).toMatchObject({ title: "Weekend groceries", revision: 2 });
    expect(response.json().data.title.text).toBe("Weekend groceries");
    const empty = await call(t.app, "PUT", `/api/checklist/${saved.id}/rename`, {
      token: alice.token,
      body: { title: " " },
    });
    expect(empty.statusCode).toBe(400);
    // The document's own title limit: a longer title is refused, never cut short in silence.
    const long = await call(t.app, "PUT", `/api/checklist/${saved.id}/rename`, {
      token: alice.token,
      body: { title: "x".repeat(61) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toHaveProperty("title");
    const kept = await call(t.app, "GET", `/api/checklist/${saved.id}`, { token: alice.token });
    expect(kept.json().title).toBe("Weekend groceries");
  });

  it("moves into the owner's folder and out again", async () => {
    const saved = await save(alice);
    const folder = await makeFolder(alice, `Home ${Date.now()}`);
    const moved = await call(t.app, "PUT", `/api/checklist/${saved.id}/move-to-folder`, {
      token: alice.token,
      body: { folderId: folder.id },
    });
    expect(moved.json().folder).toEqual({ id: folder.id });
    const out = await call(t.app, "PUT", `/api/checklist/${saved.id}/move-to-folder`, {
      token: alice.token,
      body: { folderId: null },
    });
    expect(out.json().folder).toBeNull();
  });

  it("keeps a checklist's place and last-edit time when it is filed or shared", async () => {
    const older = await save(alice, "Filed later");
    await save(alice, "Edited last");
    const folder = await makeFolder(alice, `Archive ${Date.now()}`);
    const moved = await call(t.app, "PUT", `/api/checklist/${older.id}/move-to-folder`, {
      token: alice.token,
      body: { folderId: folder.id },
    });
    const shared = await call(t.app, "PUT", `/api/checklist/${older.id}/share`, {
      token: alice.token,
      body: { isShared: true },
    });
    expect(moved.json().updated).toBe(older.updated);
    expect(shared.json().updated).toBe(older.updated);
    const [first] = (await call(t.app, "GET", "/api/checklists", { token: alice.token })).json().items;
    expect(first.title).toBe("Edited last");
  });

  it("deletes", async () => {
    const saved = await save(alice);
    const response = await call(t.app, "DELETE", `/api/checklist/${saved.id}`, { token: alice.token });
    expect(response.json()).toEqual({ message: "The checklist has been deleted." });
    expect((await call(t.app, "GET", `/api/checklist/${saved.id}`, { token: alice.token })).statusCode).toBe(
      404,
    );
    expect(
      (await call(t.app, "DELETE", `/api/checklist/${saved.id}`, { token: alice.token })).statusCode,
    ).toBe(404);
  });
});

describe(`folders (${dbKind})`, () => {
  it("creates, lists with counts, renames and deletes without losing checklists", async () => {
    const user = await registerUser(t.app);
    const folder = await makeFolder(user, "Recipes");
    expect(folder).toMatchObject({ name: "Recipes", checklistCount: 0 });
    const saved = await save(user);
    await call(t.app, "PUT", `/api/checklist/${saved.id}/move-to-folder`, {
      token: user.token,
      body: { folderId: folder.id },
    });
    expect((await call(t.app, "GET", "/api/folders", { token: user.token })).json()).toEqual([
      expect.objectContaining({ id: folder.id, name: "Recipes", checklistCount: 1 }),
    ]);
    const duplicate = await call(t.app, "POST", "/api/folders", {
      token: user.token,
      body: { name: "recipes" },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual({ name: "You already have a folder with this name." });
    const renamed = await call(t.app, "PUT", `/api/folders/${folder.id}`, {
      token: user.token,
      body: { name: "Cooking" },
    });
    expect(renamed.json()).toMatchObject({ name: "Cooking", checklistCount: 1 });
    expect((await call(t.app, "DELETE", `/api/folders/${folder.id}`, { token: user.token })).statusCode).toBe(
      200,
    );
    const still = (await call(t.app, "GET", `/api/checklist/${saved.id}`, { token: user.token })).json();
    expect(still.folder).toBeNull();
  });
});

describe(`sharing, preview and bookmarks (${dbKind})`, () => {
  it("shows a shared checklist to anyone, with only allow-listed fields", async () => {
    const saved = await save(alice, "Shared plan");
    expect((await call(t.app, "GET", `/api/checklist/preview/${saved.id}`)).statusCode).toBe(404);
    await call(t.app, "PUT", `/api/checklist/${saved.id}/share`, {
      token: alice.token,
      body: { isShared: true },
    });
    const preview = await call(t.app, "GET", `/api/checklist/preview/${saved.id}`);
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(Object.keys(body).sort()).toEqual(["data", "id", "image", "owner", "title", "updated"]);
    expect(body.owner).toEqual({ name: "Alice Owner" });
    expect(preview.body).not.toContain(alice.user.email);
    expect(preview.body).not.toContain(alice.user.id);
    await call(t.app, "PUT", `/api/checklist/${saved.id}/share`, {
      token: alice.token,
      body: { isShared: false },
    });
    expect((await call(t.app, "GET", `/api/checklist/preview/${saved.id}`)).statusCode).toBe(404);
  });

  it("bookmarks someone's shared checklist, hides it when unshared, refuses private and own", async () => {
    const saved = await save(alice, "Bookmarked plan");
    expect((await call(t.app, "POST", `/api/bookmark/${saved.id}`, { token: bob.token })).statusCode).toBe(
      404,
    );
    await call(t.app, "PUT", `/api/checklist/${saved.id}/share`, {
      token: alice.token,
      body: { isShared: true },
    });
    const added = await call(t.app, "POST", `/api/bookmark/${saved.id}`, { token: bob.token });
    expect(added.json()).toEqual({ message: "The checklist has been saved to your bookmarks." });
    expect((await call(t.app, "POST", `/api/bookmark/${saved.id}`, { token: bob.token })).statusCode).toBe(
      200,
    );
    const list = (await call(t.app, "GET", "/api/bookmarks", { token: bob.token })).json();
    expect(list).toEqual([
      expect.objectContaining({ id: saved.id, title: "Bookmarked plan", owner: { name: "Alice Owner" } }),
    ]);
    expect(JSON.stringify(list)).not.toContain(alice.user.email);
    expect((await call(t.app, "POST", `/api/bookmark/${saved.id}`, { token: alice.token })).statusCode).toBe(
      400,
    );

    await call(t.app, "PUT", `/api/checklist/${saved.id}/share`, {
      token: alice.token,
      body: { isShared: false },
    });
    expect((await call(t.app, "GET", "/api/bookmarks", { token: bob.token })).json()).toEqual([]);
    const removed = await call(t.app, "DELETE", `/api/bookmark/${saved.id}`, { token: bob.token });
    expect(removed.json()).toEqual({ message: "The checklist has been deleted from your bookmarks." });
    expect((await call(t.app, "DELETE", `/api/bookmark/${saved.id}`, { token: bob.token })).statusCode).toBe(
      404,
    );
  });
});

describe(`image upload (${dbKind})`, () => {
  it("stores a re-encoded image and serves it", async () => {
    const saved = await save(alice);
    const image = `data:image/png;base64,${(await png(400, 300)).toString("base64")}`;
    const response = await call(t.app, "PUT", `/api/checklist/${saved.id}/image-upload`, {
      token: alice.token,
      body: { image },
    });
    expect(response.statusCode).toBe(200);
    const path = response.json().image as string;
    expect(path).toMatch(/^\/media\/u\/checklists\/.+\.webp$/);
    const served = await t.app.inject({ method: "GET", url: path });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
  });

  it("keeps only the newest upload, and removes it with the checklist", async () => {
    const saved = await save(alice);
    const upload = async (width: number) => {
      const body = { image: (await png(width, 100)).toString("base64") };
      const response = await call(t.app, "PUT", `/api/checklist/${saved.id}/image-upload`, {
        token: alice.token,
        body,
      });
      return response.json().image as string;
    };
    const first = await upload(100);
    const second = await upload(120);
    expect((await t.app.inject({ method: "GET", url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: second })).statusCode).toBe(200);
    await call(t.app, "DELETE", `/api/checklist/${saved.id}`, { token: alice.token });
    expect((await t.app.inject({ method: "GET", url: second })).statusCode).toBe(404);
  });

  it.each([
    ["bad base64", "not base64 at all!!"],
    ["not an image", Buffer.from("<svg onload=alert(1)></svg>").toString("base64")],
    [
      "a truncated png",
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString("base64"),
    ],
  ])("refuses %s with 400", async (_label, image) => {
    const saved = await save(alice);
    const response = await call(t.app, "PUT", `/api/checklist/${saved.id}/image-upload`, {
      token: alice.token,
      body: { image },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("image");
  });

  it("refuses an image over 2 MB and a pixel bomb", async () => {
    const saved = await save(alice);
    // Noise does not compress: 850 x 850 x 3 bytes is a PNG just over 2 MB, whose base64 fits the body limit.
    const noise = await sharp(
      Buffer.from(Array.from({ length: 850 * 850 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 850, height: 850, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    const big = await call(t.app, "PUT", `/api/checklist/${saved.id}/image-upload`, {
      token: alice.token,
      body: { image: noise.toString("base64") },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().errors.image).toBe("The image must be at most 2 MB.");
    const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const refused = await call(t.app, "PUT", `/api/checklist/${saved.id}/image-upload`, {
      token: alice.token,
      body: { image: bomb.toString("base64") },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.image).toBe("The image must be at most 25 megapixels.");
  });
});

describe(`another user's things read as missing (${dbKind})`, () => {
  it("answers 404 for every call by user B on user A's checklist, folder and bookmark, and changes nothing", async () => {
    const saved = await save(alice, "Alice's private list");
    const folder = await makeFolder(alice, `Private ${Date.now()}`);
    const bobsOwn = await save(bob, "Bob's list");
    const [before] = await t.database.db.select().from(checklists).where(eq(checklists.id, saved.id));
    const image = (await png(10, 10)).toString("base64");
    const calls: [string, string, unknown?][] = [
      ["GET", `/api/checklist/${saved.id}`],
      ["PUT", `/api/checklist/${saved.id}`, { data: createPreset("daily-checklist") }],
      ["DELETE", `/api/checklist/${saved.id}`],
      ["POST", `/api/checklist/${saved.id}/copy`],
      ["PUT", `/api/checklist/${saved.id}/rename`, { title: "Mine now" }],
      ["PUT", `/api/checklist/${saved.id}/move-to-folder`, { folderId: null }],
      ["PUT", `/api/checklist/${saved.id}/share`, { isShared: true }],
      ["PUT", `/api/checklist/${saved.id}/image-upload`, { image }],
      ["GET", `/api/checklist/preview/${saved.id}`],
      ["POST", `/api/bookmark/${saved.id}`],
      ["DELETE", `/api/bookmark/${saved.id}`],
      ["PUT", `/api/folders/${folder.id}`, { name: "Taken over" }],
      ["DELETE", `/api/folders/${folder.id}`],
      ["PUT", `/api/checklist/${bobsOwn.id}/move-to-folder`, { folderId: folder.id }],
      ["GET", `/api/checklists?folder=${folder.id}`],
    ];
    for (const [method, url, body] of calls) {
      const response = await call(t.app, method as "GET", url, {
        token: bob.token,
        ...(body ? { body } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const [after] = await t.database.db.select().from(checklists).where(eq(checklists.id, saved.id));
    expect(after).toEqual(before);
    const [folderAfter] = await t.database.db.select().from(folders).where(eq(folders.id, folder.id));
    expect(folderAfter?.name).toBe(folder.name);
    const listed = (await call(t.app, "GET", "/api/checklists", { token: bob.token })).json();
    expect(listed.items.map((x: { id: string }) => x.id)).not.toContain(saved.id);
    expect((await call(t.app, "GET", "/api/folders", { token: bob.token })).json()).toEqual([]);
  });

  it("leaves another user's bookmark alone when B tries to remove it", async () => {
    const shared = await save(alice, "Alice's shared list");
    await call(t.app, "PUT", `/api/checklist/${shared.id}/share`, {
      token: alice.token,
      body: { isShared: true },
    });
    const carol = await registerUser(t.app, { name: "Carol Reader" });
    expect((await call(t.app, "POST", `/api/bookmark/${shared.id}`, { token: carol.token })).statusCode).toBe(
      200,
    );
    const removed = await call(t.app, "DELETE", `/api/bookmark/${shared.id}`, { token: bob.token });
    expect(removed.statusCode).toBe(404);
    const carols = (await call(t.app, "GET", "/api/bookmarks", { token: carol.token })).json();
    expect(carols.map((bookmark: { id: string }) => bookmark.id)).toEqual([shared.id]);
  });
});
