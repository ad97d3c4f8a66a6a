import { useSyncExternalStore } from "react";
import { makeToast, type Toast, type ToastInput } from "./toast";

// Toasts raised in the browser (a copy button, a fetcher's answer) join the ones flashed by the server.
let toasts: Toast[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const toastStore = {
  show(input: ToastInput) {
    const toast = makeToast(input, `c-${Date.now()}-${Math.random().toString(36).slice(2)}`);
    toasts = [...toasts, toast];
    emit();
    return toast.id;
  },
  dismiss(id: string) {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  },
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const empty: Toast[] = [];

export function useClientToasts() {
  return useSyncExternalStore(subscribe, () => toasts, () => empty);
}
