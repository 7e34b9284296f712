import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DownloadAndPrint } from "./output-choices.tsx";

afterEach(cleanup);

const onDownload = vi.fn();
const onPrint = vi.fn();
let isSmall = false;

function Choices() {
  return (
    <DownloadAndPrint
      isDownloading={false}
      isSmallPaper={isSmall}
      onDownload={onDownload}
      onPrint={onPrint}
    />
  );
}

const Stub = createRoutesStub([{ path: "/", Component: Choices }]);

function renderChoices(isSmallPaper: boolean) {
  isSmall = isSmallPaper;
  onDownload.mockClear();
  render(<Stub initialEntries={["/"]} />);
  return { onDownload };
}

describe("Download choices", () => {
  it("offer two on one sheet for a small paper's download, and ask the PDF for it", () => {
    const { onDownload } = renderChoices(true);
    fireEvent.click(screen.getByRole("button", { name: "Download" }));
    fireEvent.click(screen.getByRole("button", { name: "Two on one sheet" }));
    expect(onDownload).toHaveBeenCalledWith({ hideDone: false, twoUp: true });
  });

  it("do not offer it on A4 or Letter, nor when printing", () => {
    renderChoices(false);
    fireEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(screen.queryByRole("button", { name: "Two on one sheet" })).toBeNull();
    expect(screen.getByRole("button", { name: "With my ticks" })).toBeTruthy();
  });
});
