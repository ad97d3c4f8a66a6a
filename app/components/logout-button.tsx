import { Form } from "react-router";
import { Button } from "~/components/ui/button";

/** Removes every browser storage key whose name mentions auth, token or user (seed section 4). */
export function clearAuthStorage() {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of Object.keys(storage)) {
      if (/auth|token|user/i.test(key)) storage.removeItem(key);
    }
  }
}

export function LogoutButton({ className }: { className?: string }) {
  return (
    <Form method="post" action="/logout" onSubmit={clearAuthStorage} className={className}>
      <Button type="submit" variant="outline" size="sm">
        Sign out
      </Button>
    </Form>
  );
}
