import { describe, expect, it } from "vitest";
import { mails } from "./templates";

const link = (path: string) => `http://localhost:3000/${path}/${"A".repeat(32)}`;

describe("mail templates", () => {
  it.each([
    ["verifyEmail", mails.verifyEmail("a@example.com", link("verify-email"))],
    ["alreadyRegistered", mails.alreadyRegistered("a@example.com", "http://localhost:3000/login", "http://localhost:3000/forgot-password")],
    ["resetPassword", mails.resetPassword("a@example.com", link("reset-password"))],
  ])("%s is 7-bit text with lines of at most 76 characters and every link on its own line", (_name, mail) => {
    const lines = mail.text.split("\n");
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(76);
    expect(mail.text).toMatch(/^[\x20-\x7e\n]*$/);
    for (const l of mail.links) expect(lines).toContain(l);
  });
});
