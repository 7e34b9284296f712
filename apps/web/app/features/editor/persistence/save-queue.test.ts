import { type Checklist, createChecklist, setTitle } from "@listful/checklist";
import type { ChecklistResponse } from "@listful/contracts";
import { describe, expect, it } from "vitest";
import { createSaveQueue, type SaveNotice } from "./save-queue.ts";
import type { SaveOutcome, SaveTarget } from "./send-checklist.ts";

const ID = "4f1c8f0e-2a51-4f6e-9d2b-1c7e5a3b9d10";

function stored(data: Checklist, revision: number): ChecklistResponse {
  const at = "2026-03-10T09:00:00.000Z";
  return {
    id: ID,
    title: data.title.text,
    image: null,
    folder: null,
    template: 1,
    isShared: false,
    access: "view",
    revision,
    created: at,
    updated: at,
    data,
  };
}

type Sent = {
  doc: Checklist;
  target: SaveTarget | null;
  templateId: number | null;
  answer: (o: SaveOutcome) => void;
};

/** A save queue over a server the test answers by hand, one request at a time, in any order it likes. */
function setUp(options: { target?: SaveTarget | null } = {}) {
  const baseline = createChecklist();
  let doc = baseline;
  const sent: Sent[] = [];
  const notices: SaveNotice[] = [];
  const queue = createSaveQueue(
    (sentDoc, target, templateId) =>
      new Promise<SaveOutcome>((answer) => sent.push({ doc: sentDoc, target, templateId, answer })),
    {
      target: options.target ?? null,
      baseline,
      templateId: 6,
      getDoc: () => doc,
      replaceDoc: (next) => {
        doc = next;
      },
      notify: (notice) => notices.push(notice),
    },
  );
  const edit = (title: string) => {
    doc = setTitle(doc, { text: title });
    return doc;
  };
  /** Lets every promise that can settle, settle. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Saves, and has the server answer that save with `outcome`. */
  const saveAnswered = async (announce: boolean, outcome: SaveOutcome) => {
    void queue.save(announce);
    await settle();
    sent.at(-1)?.answer(outcome);
    await settle();
  };
  return { queue, sent, notices, edit, settle, saveAnswered, getDoc: () => doc };
}

const saved = (data: Checklist, revision: number, isNew = false): SaveOutcome => ({
  kind: "saved",
  checklist: stored(data, revision),
  isNew,
});

describe("the save queue", () => {
  it("creates the checklist from its template first, then updates it from the revision it got", async () => {
    const { queue, sent, notices, edit, settle } = setUp();
    const first = edit("Groceries");
    const saving = queue.save(true);
    await settle();
    expect(queue.getState().status).toBe("saving");
    expect(sent[0]).toMatchObject({ doc: first, target: null, templateId: 6 });
    sent[0]?.answer(saved(first, 1, true));
    expect((await saving)?.kind).toBe("saved");
    expect(queue.getState()).toMatchObject({
      status: "idle",
      target: { id: ID, revision: 1 },
      baseline: first,
    });
    expect(notices).toEqual([{ kind: "saved", checklist: stored(first, 1), isNew: true, isAnnounced: true }]);

    const second = edit("Groceries for Sunday");
    void queue.save(false);
    await settle();
    expect(sent[1]).toMatchObject({ doc: second, target: { id: ID, revision: 1 }, templateId: null });
  });

  it("sends nothing for an autosave with nothing changed, but saves when asked", async () => {
    const { queue, sent, settle } = setUp({ target: { id: ID, revision: 3 } });
    expect(await queue.save(false)).toBeNull();
    void queue.save(true);
    await settle();
    expect(sent).toHaveLength(1);
  });

  it("lets a save made while another is on its way wait, then go out from the revision that one produced", async () => {
    const { queue, sent, edit, settle } = setUp({ target: { id: ID, revision: 1 } });
    const first = edit("Stretching");
    const autosave = queue.save(false);
    await settle();
    const latest = edit("Thirty days of yoga");
    const asked = queue.save(true);
    await settle();
    expect(sent).toHaveLength(1);
    sent[0]?.answer(saved(first, 2));
    await autosave;
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ doc: latest, target: { id: ID, revision: 2 } });
    sent[1]?.answer(saved(latest, 3));
    expect((await asked)?.kind).toBe("saved");
    expect(queue.getState()).toMatchObject({ status: "idle", target: { revision: 3 }, baseline: latest });
  });

  it("lets saves wait in line in the order they were asked for, each sending the document of its turn", async () => {
    const { queue, sent, edit, settle } = setUp({ target: { id: ID, revision: 1 } });
    edit("One");
    void queue.save(false);
    void queue.save(true);
    void queue.save(true);
    await settle();
    const two = edit("Two");
    sent[0]?.answer(saved(sent[0].doc, 2));
    await settle();
    expect(sent[1]).toMatchObject({ doc: two, target: { revision: 2 } });
    sent[1]?.answer(saved(two, 3));
    await settle();
    expect(sent[2]).toMatchObject({ doc: two, target: { revision: 3 } });
  });

  it("turns a stale save into a conflict, sends nothing more until the person chooses, and keeps theirs on request", async () => {
    const { queue, sent, notices, edit, settle } = setUp({ target: { id: ID, revision: 1 } });
    const mine = edit("Mine");
    void queue.save(false);
    await settle();
    const theirs = stored(setTitle(createChecklist(), { text: "Theirs" }), 4);
    sent[0]?.answer({ kind: "conflict", current: theirs });
    await settle();
    expect(queue.getState()).toMatchObject({ status: "conflict", conflict: theirs });
    expect(notices).toEqual([]);
    expect(await queue.save(true)).toBeNull();
    expect(sent).toHaveLength(1);

    queue.keepMine();
    expect(queue.getState()).toMatchObject({ status: "idle", conflict: null, target: { revision: 4 } });
    await settle();
    expect(sent[1]).toMatchObject({ doc: mine, target: { id: ID, revision: 4 } });
    sent[1]?.answer(saved(mine, 5));
    await settle();
    expect(notices).toEqual([{ kind: "saved", checklist: stored(mine, 5), isNew: false, isAnnounced: true }]);
  });

  it("takes the other copy on request: it is shown and counts as saved", async () => {
    const { queue, sent, edit, settle, getDoc } = setUp({ target: { id: ID, revision: 1 } });
    edit("Mine");
    void queue.save(false);
    await settle();
    const theirs = stored(setTitle(createChecklist(), { text: "Theirs" }), 4);
    sent[0]?.answer({ kind: "conflict", current: theirs });
    await settle();
    queue.takeTheirs();
    expect(getDoc()).toBe(theirs.data);
    expect(queue.getState()).toEqual({
      target: { id: ID, revision: 4 },
      baseline: theirs.data,
      status: "idle",
      conflict: null,
    });
  });

  it("waits offline, saying so only when the person asked to save", async () => {
    const { queue, notices, edit, saveAnswered } = setUp({ target: { id: ID, revision: 1 } });
    edit("On the train");
    await saveAnswered(false, { kind: "offline" });
    expect(queue.getState().status).toBe("offline");
    expect(notices).toEqual([]);
    await saveAnswered(true, { kind: "offline" });
    expect(notices).toEqual([{ kind: "offline" }]);
  });

  it("says a failure once, not again on each retry that fails, and again when the person asks", async () => {
    const { queue, notices, edit, saveAnswered } = setUp({ target: { id: ID, revision: 1 } });
    edit("Groceries");
    const error = new Error("503");
    for (const announce of [false, false, true]) await saveAnswered(announce, { kind: "failed", error });
    expect(queue.getState().status).toBe("failed");
    expect(notices).toEqual([
      { kind: "failed", error },
      { kind: "failed", error },
    ]);
  });

  it("keeps the work and the line moving when a failed save is retried and goes through", async () => {
    const { queue, sent, edit, settle, saveAnswered } = setUp({ target: { id: ID, revision: 1 } });
    const doc = edit("Groceries");
    await saveAnswered(false, { kind: "failed", error: new Error("500") });
    void queue.save(false);
    await settle();
    expect(sent[1]).toMatchObject({ doc, target: { revision: 1 } });
    sent[1]?.answer(saved(doc, 2));
    await settle();
    expect(queue.getState()).toMatchObject({ status: "idle", baseline: doc });
  });

  it("asks the person to sign in when the session has ended", async () => {
    const { queue, notices, edit, saveAnswered } = setUp({ target: { id: ID, revision: 1 } });
    edit("Groceries");
    await saveAnswered(true, { kind: "signed-out" });
    expect(queue.getState().status).toBe("failed");
    expect(notices).toEqual([{ kind: "signed-out" }]);
  });

  it("treats a send that throws as a failed save rather than stopping the line", async () => {
    const queue = createSaveQueue(() => Promise.reject(new Error("bug")), {
      target: null,
      baseline: createChecklist(),
      templateId: 1,
      getDoc: () => createChecklist(),
      replaceDoc: () => undefined,
      notify: () => undefined,
    });
    expect(await queue.save(true)).toMatchObject({ kind: "failed" });
    expect(await queue.save(true)).toMatchObject({ kind: "failed" });
  });

  it("loads a newer copy saved in another tab when nothing here is unsaved", () => {
    const { queue, getDoc } = setUp({ target: { id: ID, revision: 2 } });
    const newer = stored(setTitle(createChecklist(), { text: "From the laptop" }), 3);
    expect(queue.adoptNewer(stored(createChecklist(), 2))).toBeNull();
    expect(queue.adoptNewer(newer)).toBe("loaded");
    expect(getDoc()).toBe(newer.data);
    expect(queue.getState()).toMatchObject({ status: "idle", target: { revision: 3 }, baseline: newer.data });
  });

  it("asks at once about a newer copy from another tab when there are unsaved changes here", () => {
    const { queue, edit } = setUp({ target: { id: ID, revision: 2 } });
    edit("Unsaved here");
    const newer = stored(createChecklist(), 3);
    expect(queue.adoptNewer(newer)).toBe("conflict");
    expect(queue.getState()).toMatchObject({ status: "conflict", conflict: newer });
  });

  it("leaves a newer copy from another tab alone while a save is on its way (its answer decides)", async () => {
    const { queue, edit, settle } = setUp({ target: { id: ID, revision: 2 } });
    edit("Saving");
    void queue.save(false);
    await settle();
    expect(queue.adoptNewer(stored(createChecklist(), 3))).toBeNull();
    expect(queue.getState().status).toBe("saving");
  });

  it("tells subscribers of each change and keeps the same state object between changes", async () => {
    const { queue, sent, edit, settle } = setUp({ target: { id: ID, revision: 1 } });
    let calls = 0;
    const unsubscribe = queue.subscribe(() => {
      calls += 1;
    });
    const before = queue.getState();
    expect(queue.getState()).toBe(before);
    const doc = edit("Groceries");
    void queue.save(false);
    await settle();
    sent[0]?.answer(saved(doc, 2));
    await settle();
    expect(calls).toBe(2);
    unsubscribe();
    void queue.save(true);
    await settle();
    expect(calls).toBe(2);
  });
});
