import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names, letting later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

// One formatter for every date shown: building an Intl.DateTimeFormat per call is slow on long lists.
const dateTime = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const dateOnly = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

/** "Nov 22, 2026, 8:15 PM UTC": server and browser agree, so hydration matches. */
export function formatDateTime(iso: string) {
  return `${dateTime.format(new Date(iso))} UTC`;
}

export function formatDate(iso: string) {
  return dateOnly.format(new Date(iso));
}
