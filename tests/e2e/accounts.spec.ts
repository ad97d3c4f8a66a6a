import { expect, test } from "./fixtures";
import { linkFromOutbox, newAccount, signIn, signOut, verifiedAccount } from "./helpers";

test("register, open the link from the mail outbox, sign in and land on the remembered target", async ({ page }) => {
  await page.goto("/dashboard?view=week");
  await expect(page).toHaveURL("/login?redirectTo=%2Fdashboard%3Fview%3Dweek");
  await page.getByRole("link", { name: "Create one" }).click();
  const account = newAccount();
  await page.getByLabel("Name").fill(account.name);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Repeat the password").fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();

  await page.goto(await linkFromOutbox(account.email, "verify-email"));
  await expect(page.getByRole("heading", { name: "Your e-mail address is verified" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByText(`Your e-mail address ${account.email} is verified`)).toBeVisible();

  await signIn(page, account, "/login?redirectTo=%2Fdashboard%3Fview%3Dweek");
  await expect(page).toHaveURL("/dashboard?view=week");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});

test("field errors from the form and from the API appear under their fields, and passwords are not sent back", async ({ page, javaScriptEnabled }) => {
  const bodies: Promise<string>[] = [];
  page.on("response", (r) => r.request().method() === "POST" && bodies.push(r.text().catch(() => "")));
  await page.goto("/register");
  const account = newAccount();
  await page.getByLabel("Name").fill(account.name);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByLabel("Repeat the password").fill("password123");
  await page.getByRole("button", { name: "Create account" }).click();
  const password = page.getByLabel("Password", { exact: true });
  await expect(page.getByText("This password is among the most common ones.")).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  // Without JavaScript the page is the server's answer: the field comes back empty. With it, the
  // typed value stays in the input; either way no answer carries the password.
  if (!javaScriptEnabled) await expect(password).toHaveValue("");
  await expect(page.getByLabel("E-mail")).toHaveValue(account.email);
  const answers = await Promise.all(bodies);
  expect(answers.length).toBeGreaterThan(0);
  for (const body of answers) expect(body).not.toContain("password123");
});

test("a protected page while signed out goes to /login?redirectTo=... and back after login", async ({ page, request }) => {
  const account = await verifiedAccount(request);
  const response = await page.goto("/agents?sort=name");
  expect(response?.url()).toContain("/login?redirectTo=%2Fagents%3Fsort%3Dname");
  await signIn(page, account, new URL(page.url()).pathname + new URL(page.url()).search);
  await expect(page).toHaveURL("/agents?sort=name");
  await expect(page.getByRole("heading", { name: "Agents" })).toBeVisible();
});

test("guest-only pages send a signed-in user to /agents", async ({ page, request }) => {
  const account = await verifiedAccount(request);
  await signIn(page, account);
  await expect(page).toHaveURL("/agents");
  for (const path of ["/login", "/register", "/forgot-password", "/reset-password/whatever-token-1234567890"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL("/agents");
  }
});

test("an unverified login shows the verification message with a working resend button", async ({ page, request }) => {
  const account = newAccount();
  expect((await request.post("/api/v1/auth/register", { data: account })).status()).toBe(201);
  await signIn(page, account);
  await expect(page.getByText("Email verification required")).toBeVisible();
  await expect(page.getByRole("alert").getByText(account.email)).toBeVisible();
  await page.getByRole("button", { name: "Resend verification" }).click();
  await expect(page.getByText("If that address has an account waiting for verification, we sent it a new link.")).toBeVisible();
  // Not signed in: protected pages still send to /login.
  await page.goto("/agents");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fagents$/);
});

test("logout signs out, clears auth keys from browser storage, and protects pages again", async ({ page, request, javaScriptEnabled }) => {
  const account = await verifiedAccount(request);
  await signIn(page, account);
  await expect(page).toHaveURL("/agents");
  if (javaScriptEnabled) {
    await page.evaluate(() => {
      localStorage.setItem("authToken", "x");
      sessionStorage.setItem("currentUser", "x");
      localStorage.setItem("theme", "dark");
    });
  }
  await signOut(page);
  if (javaScriptEnabled) {
    const keys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
    expect(keys).toEqual(["theme"]);
  }
  await page.goto("/agents");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fagents$/);
  // GET /logout changes nothing.
  await signIn(page, account);
  await expect(page).toHaveURL("/agents");
  await page.goto("/logout");
  await page.goto("/agents");
  await expect(page).toHaveURL("/agents");
});

test("forgot and reset password end to end; a used link shows the expired page", async ({ page, request }) => {
  const account = await verifiedAccount(request);
  await page.goto("/forgot-password");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByText("If an account exists for that address, we sent it a link to reset the password.")).toBeVisible();

  const link = await linkFromOutbox(account.email, "reset-password");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  const password = `New-${account.password}`;
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("Repeat the password").fill(password);
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page).toHaveURL("/login");
  await expect(page.getByText("Your password has been changed. Please sign in with the new one.")).toBeVisible();
  await signIn(page, { email: account.email, password });
  await expect(page).toHaveURL("/agents");

  await signOut(page);
  const expired = await page.goto(link);
  expect(expired?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "This link has expired" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Send me a new link" })).toHaveAttribute("href", "/forgot-password");
});

test("a revoked session lands on /login with the seed's message", async ({ page, request }) => {
  const account = await verifiedAccount(request);
  await signIn(page, account);
  await expect(page).toHaveURL("/agents");
  // A password reset elsewhere ends every session of the account, this browser's refresh family included.
  expect((await request.post("/api/v1/auth/password/reset-request", { data: { email: account.email } })).status()).toBe(200);
  const token = (await linkFromOutbox(account.email, "reset-password")).split("/").pop();
  expect((await request.post("/api/v1/auth/password/reset", { data: { token, password: `Other-${account.password}` } })).status()).toBe(200);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  await expect(page.getByText("Authentication failed. Please login again.")).toBeVisible();
});

test("an open-redirect attempt lands on /agents", async ({ page, request }) => {
  const account = await verifiedAccount(request);
  for (const target of ["//evil.example", "https://evil.example/x", "/\\evil.example"]) {
    await signIn(page, account, `/login?redirectTo=${encodeURIComponent(target)}`);
    await expect(page, target).toHaveURL("/agents");
    await signOut(page);
  }
});

test("/unauthorized explains the missing role and offers a way back", async ({ page }) => {
  await page.goto("/unauthorized");
  await expect(page.getByRole("heading", { name: "You cannot open this page" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to your agents" })).toHaveAttribute("href", "/agents");
});

test("verify-email without a token offers a resend that needs an e-mail", async ({ page }) => {
  await page.goto("/verify-email");
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await page.getByRole("button", { name: "Resend verification" }).click();
  await expect(page.getByText("Email is required to resend verification")).toBeVisible();
  await page.goto("/verify-email/%20");
  await expect(page.getByText("No verification token provided")).toBeVisible();
});

test("a public form whose honeypot is filled is refused and sends nothing", async ({ request }) => {
  const account = newAccount();
  const res = await request.post("/register", {
    form: { name: account.name, email: account.email, password: account.password, confirmPassword: account.password, website: "https://spam.example" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(400);
  await expect(linkFromOutbox(account.email, "verify-email", undefined, 1000)).rejects.toThrow(/no verify-email mail/);
  expect((await request.post("/api/v1/auth/login", { data: { email: account.email, password: account.password } })).status()).toBe(401);
});
