import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import type { IconProps } from "./line-icon.tsx";

const modules = import.meta.glob<Record<string, ComponentType<IconProps>>>("./*-icon.tsx", { eager: true });

/** `./cloud-check-icon.tsx` holds `CloudCheckIcon`. */
function componentName(path: string): string {
  const base = path.replace(/^\.\//, "").replace(/\.tsx$/, "");
  return base.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

describe("the icons", () => {
  const icons = Object.entries(modules).filter(([path]) => path !== "./line-icon.tsx");

  it("are one per file, named after it, so no name can be drawn two ways", () => {
    expect(icons.length).toBeGreaterThan(40);
    for (const [path, module] of icons) expect(Object.keys(module), path).toEqual([componentName(path)]);
  });

  it("draw in the shared frame, hidden from screen readers, at the size they are given", () => {
    for (const [path, module] of icons) {
      const Icon = module[componentName(path)];
      if (!Icon) throw new Error(`${path} has no icon`);
      const { container, unmount } = render(<Icon width={30} height={30} />);
      const svg = container.querySelector("svg");
      expect(svg?.getAttribute("aria-hidden"), path).toBe("true");
      expect(svg?.getAttribute("viewBox"), path).toBe("0 0 24 24");
      expect(svg?.getAttribute("width"), path).toBe("30");
      unmount();
    }
  });
});
