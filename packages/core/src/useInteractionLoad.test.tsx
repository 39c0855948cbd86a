import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useInteractionLoad } from "./useInteractionLoad";

function Light({ loader, onError }: { loader: () => Promise<string>; onError?: (error: unknown) => void }) {
  const { loaded, interactionProps } = useInteractionLoad(loader, onError);
  return (
    <button type="button" {...interactionProps}>
      {loaded ?? "light"}
    </button>
  );
}

/** Light markup whose button records which code handled each click. */
function Menu({ loader, clicks }: { loader: () => Promise<string>; clicks: string[] }) {
  const { loaded, interactionProps } = useInteractionLoad(loader);
  return (
    <div {...interactionProps}>
      <button type="button" onClick={() => clicks.push(loaded ?? "light")}>
        {loaded ?? "light"}
      </button>
    </div>
  );
}

describe("useInteractionLoad: code loaded at the first interaction", () => {
  it("loads nothing until the shopper comes near; then once, however many interactions follow", async () => {
    const loader = vi.fn(() => Promise.resolve("loaded"));
    render(<Light loader={loader} />);
    expect(loader).not.toHaveBeenCalled();
    const button = screen.getByRole("button");
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    await act(async () => {});
    expect(screen.getByRole("button").textContent).toBe("loaded");
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("code that arrives during a press hands over after its click, which the light markup gets", async () => {
    let arrive: (value: string) => void = () => {};
    const loader = () => new Promise<string>((resolve) => (arrive = resolve));
    const clicks: string[] = [];
    render(<Menu loader={loader} clicks={clicks} />);
    fireEvent.pointerDown(screen.getByRole("button"), { button: 0 });
    await act(async () => arrive("loaded"));
    expect(screen.getByRole("button").textContent).toBe("light");
    fireEvent.click(screen.getByRole("button"));
    expect(clicks).toEqual(["light"]);
    await act(async () => {});
    expect(screen.getByRole("button").textContent).toBe("loaded");
  });

  it("a failed load keeps the light markup, says so to onError, and the next interaction tries again", async () => {
    const failure = new Error("offline");
    const loader = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce("loaded");
    const onError = vi.fn();
    render(<Light loader={loader} onError={onError} />);
    fireEvent.focus(screen.getByRole("button"));
    await act(async () => {});
    expect(onError).toHaveBeenCalledWith(failure);
    expect(screen.getByRole("button").textContent).toBe("light");
    fireEvent.touchStart(screen.getByRole("button"));
    await act(async () => {});
    expect(screen.getByRole("button").textContent).toBe("loaded");
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
