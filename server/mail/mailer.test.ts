import { mkdtemp, readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { createMailer } from "./mailer";
import { mails } from "./templates";

const logger = createLogger({ level: "silent", pretty: false });
const link = "http://localhost:3000/verify-email/abcDEF123_-abcDEF123_-abcDEF123_";

describe("createMailer", () => {
  it("without SMTP_URL writes each mail as a full RFC 822 .eml file in DATA_DIR/mail", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "agentdesk-mail-"));
    const mailer = createMailer({ smtpUrl: undefined, from: "AgentDesk <no-reply@localhost>", dataDir: dir, logger });
    mailer.send(mails.verifyEmail("ada@example.com", link));
    await mailer.flush();
    const files = await readdir(path.join(dir, "mail"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dir, "mail", files[0]!), "utf8");
    expect(eml).toMatch(/^From: AgentDesk <no-reply@localhost>$/m);
    expect(eml).toMatch(/^To: ada@example.com$/m);
    expect(eml).toMatch(/^Subject: Verify your e-mail address$/m);
    expect(eml).toMatch(/^Message-ID: <.+>$/m);
    expect(eml).toMatch(/^Date: /m);
    expect(eml).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(eml).toMatch(/^Content-Transfer-Encoding: 7bit$/m);
    // The link stands in plain text on a line of its own.
    expect(eml.split("\n")).toContain(link);
  });

  it("with SMTP_URL delivers over SMTP", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: "AgentDesk <no-reply@desk.test>", dataDir: "/nonexistent", logger });
      mailer.send(mails.resetPassword("ada@example.com", "http://desk.test/reset-password/tok"));
      await mailer.flush();
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/^Subject: Reset your password/m);
      expect(received[0]).toContain("http://desk.test/reset-password/tok");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("logs a failed delivery instead of throwing", async () => {
    const lines: string[] = [];
    const capture = createLogger({ level: "error", pretty: false });
    const spyLogger = Object.assign(Object.create(capture), { error: (obj: unknown, msg: string) => lines.push(msg) });
    const mailer = createMailer({ smtpUrl: "smtp://127.0.0.1:1", from: "a@b.c", dataDir: "/nonexistent", logger: spyLogger });
    expect(() => mailer.send(mails.resetPassword("ada@example.com", "http://x/reset-password/t"))).not.toThrow();
    await mailer.flush();
    expect(lines).toEqual(["mail could not be sent"]);
  });
});
