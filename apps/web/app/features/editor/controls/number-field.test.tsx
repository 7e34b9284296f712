import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useLayoutEffect, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { NumberField } from "./number-field.tsx";

afterEach(cleanup);

/** What the field showed in each drawing the page committed, with the value it was drawn for. */
let drawn: { value: number; shown: string }[] = [];

function Weeks({ value, onChange = () => undefined }: { value: number; onChange?: (value: number) => void }) {
  useLayoutEffect(() => {
    const input = screen.getByRole<HTMLInputElement>("spinbutton", { name: "Weeks" });
    drawn.push({ value, shown: input.value });
  });
  return <NumberField label="Weeks" value={value} min={1} max={12} onChange={onChange} />;
}

function ControlledWeeks() {
  const [value, setValue] = useState(4);
  return <Weeks value={value} onChange={setValue} />;
}

const field = () => screen.getByRole<HTMLInputElement>("spinbutton", { name: "Weeks" });

describe("NumberField", () => {
  it("shows a value set from outside (undo, another control) in the same drawing, never the old text", () => {
    drawn = [];
    const { rerender } = render(<Weeks value={4} />);
    rerender(<Weeks value={7} />);
    expect(field().value).toBe("7");
    expect(drawn.filter(({ value, shown }) => shown !== String(value))).toEqual([]);
  });

  it("shows what is typed as typed, and brings a number out of bounds to the nearest one allowed", () => {
    render(<ControlledWeeks />);
    fireEvent.change(field(), { target: { value: "04" } });
    expect(field().value).toBe("04");
    fireEvent.change(field(), { target: { value: "40" } });
    expect(field().value).toBe("12");
    expect(screen.getByRole("status").textContent).toBe("Weeks can be 1 to 12, so it is set to 12.");
    fireEvent.change(field(), { target: { value: "" } });
    fireEvent.blur(field());
    expect(field().value).toBe("12");
  });
});
