export type ToastType = "success" | "error" | "warning" | "info";

/** A notification toast (seed section 3). */
export type Toast = { id: string; type: ToastType; title: string; message: string; duration: number; autoClose: boolean };
export type ToastInput = { type?: ToastType; title?: string; message?: string; duration?: number; autoClose?: boolean };

export const DEFAULT_TITLES: Record<ToastType, string> = { success: "Success", error: "Error", warning: "Warning", info: "Information" };
export const DEFAULT_DURATION_MS = 5000;

/** Fills the seed's defaults: title by type, 5000 ms, auto-close on. */
export function makeToast(input: ToastInput, id: string): Toast {
  const type = input.type ?? "info";
  return {
    id,
    type,
    title: input.title ?? DEFAULT_TITLES[type],
    message: input.message ?? "",
    duration: input.duration ?? DEFAULT_DURATION_MS,
    autoClose: input.autoClose ?? true,
  };
}
