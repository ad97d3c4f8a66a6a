import { describe, expect, it } from "vitest";
import { makeToast } from "./toast";

describe("makeToast", () => {
  it("fills the seed's defaults: the title by type, 5000 ms, auto-close on", () => {
    expect(makeToast({}, "1")).toEqual({ id: "1", type: "info", title: "Information", message: "", duration: 5000, autoClose: true });
    expect(makeToast({ type: "success" }, "2").title).toBe("Success");
    expect(makeToast({ type: "error" }, "3").title).toBe("Error");
    expect(makeToast({ type: "warning" }, "4").title).toBe("Warning");
  });
  it("keeps what is given", () => {
    expect(makeToast({ type: "error", title: "Saved?", message: "No", duration: 800, autoClose: false }, "5")).toEqual({
      id: "5",
      type: "error",
      title: "Saved?",
      message: "No",
      duration: 800,
      autoClose: false,
    });
  });
});
