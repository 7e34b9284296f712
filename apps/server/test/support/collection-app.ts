import { createPreset } from "@listful/checklist";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";
import { createTestApp, type Registered, registerUser, type TestApp } from "../helpers.ts";

/** The app of the collection tests, with two people: Alice owns things, Bob tries to reach them. */
export let t: TestApp;
export type User = Registered;
export let alice: User;
export let bob: User;

/** Starts the app for the file's tests and closes it after them. */
export function setUpCollectionApp() {
  beforeAll(async () => {
    t = await createTestApp();
    alice = await registerUser(t.app, { name: "Alice Owner" });
    bob = await registerUser(t.app, { name: "Bob" });
  });
  afterAll(() => t.close());
}

export async function save(user: User, title = "Groceries") {
  const doc = createPreset("daily-checklist", { start: "2026-03-01" });
  return user.api.request("POST /api/checklist", {
    body: { data: { ...doc, title: { ...doc.title, text: title } } },
  });
}

export function makeFolder(user: User, name: string) {
  return user.api.request("POST /api/folders", { body: { name } });
}

export const list = (user: User, query: { page?: number; folder?: string; search?: string } = {}) =>
  user.api.request("GET /api/checklists", { query });
export const read = (user: User, id: string) =>
  user.api.request("GET /api/checklist/:id", { params: { id } });
export const move = (user: User, id: string, folderId: string | null) =>
  user.api.request("PUT /api/checklist/:id/move-to-folder", { params: { id }, body: { folderId } });
export const share = (user: User, id: string, isShared: boolean, access?: "view" | "tick") =>
  user.api.request("PUT /api/checklist/:id/share", { params: { id }, body: { isShared, access } });
export const titles = (page: { items: { title: string }[] }) => page.items.map((x) => x.title);

export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#7c3aed" } })
    .png()
    .toBuffer();
