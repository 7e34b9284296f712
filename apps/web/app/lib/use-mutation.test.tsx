import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormResult } from "./form-action.ts";
import { useMutation } from "./use-mutation.ts";

type Renamed = { title: string };

const handlers = { onSuccess: vi.fn(), onFailure: vi.fn() };

function RenameForm() {
  const renaming = useMutation<Renamed>("rename", {
    onSuccess: ({ value }) => handlers.onSuccess(value),
    onFailure: () => handlers.onFailure(),
  });
  return (
    <form onSubmit={renaming.onSubmit}>
      <input aria-label="Title" name="title" defaultValue="Packing" />
      <button type="submit">Save</button>
      <button type="button" onClick={() => renaming.submit({ title: "From a button" })}>
        Quick save
      </button>
      {renaming.pending ? <p>Saving…</p> : null}
      {renaming.errors?.title ? <p role="alert">{renaming.errors.title}</p> : null}
    </form>
  );
}

function renderWithAction(answer: (intent: string, title: string) => FormResult<Renamed>) {
  handlers.onSuccess.mockClear();
  handlers.onFailure.mockClear();
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: RenameForm,
      async action({ request }) {
        const data = await request.formData();
        return answer(String(data.get("intent")), String(data.get("title")));
      },
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return handlers;
}

describe("useMutation", () => {
  afterEach(cleanup);

  it("posts its intent with the form's fields to the route's action, and hands over the result once", async () => {
    const { onSuccess, onFailure } = renderWithAction((intent, title) => ({
      ok: true,
      value: { title: `${intent}: ${title}` },
    }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saving…")).toBeTruthy();
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ title: "rename: Packing" }));
    expect(screen.queryByText("Saving…")).toBeNull();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it("shows the action's field errors and says it failed", async () => {
    const { onSuccess, onFailure } = renderWithAction(() => ({
      ok: false,
      fieldErrors: { title: "Title is required." },
    }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Title is required.");
    // The answer shows as it arrives; the failure is handed over once the router is idle again, a moment later.
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("sends a button's values, without a form's fields", async () => {
    const { onSuccess } = renderWithAction((intent, title) => ({
      ok: true,
      value: { title: `${intent}: ${title}` },
    }));
    fireEvent.click(screen.getByRole("button", { name: "Quick save" }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ title: "rename: From a button" }));
  });
});
