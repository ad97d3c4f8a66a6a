import type { Mail } from "./mailer";

const signature = "\n\n-- \nAgentDesk";

// Bodies are ASCII prose wrapped at 72 characters and carry no user-supplied text, so encoders send
// them as 7bit and each link stays literal on a line of its own (readable even in a raw .eml file).

/** The texts of every account mail. */
export const mails = {
  verifyEmail(to: string, link: string): Mail {
    return {
      to,
      subject: "Verify your e-mail address",
      links: [link],
      text: `Hello,

Welcome to AgentDesk. Open this link to verify your e-mail address:

${link}

The link works for 24 hours. If you did not create an account, you can
ignore this mail.${signature}`,
    };
  },
  alreadyRegistered(to: string, loginLink: string, resetLink: string): Mail {
    return {
      to,
      subject: "Someone tried to register with your e-mail address",
      links: [loginLink, resetLink],
      text: `Hello,

Someone just tried to create an AgentDesk account with this e-mail
address, which already has one. No new account was created.

If it was you, sign in here:

${loginLink}

Forgot your password? Reset it here:

${resetLink}

If it was not you, you can ignore this mail: your account is unchanged.${signature}`,
    };
  },
  resetPassword(to: string, link: string): Mail {
    return {
      to,
      subject: "Reset your password",
      links: [link],
      text: `Hello,

Someone asked to reset the password of the AgentDesk account with this
e-mail address. Open this link to choose a new one:

${link}

The link works for one hour and only once. If you did not ask, you can
ignore this mail: your password is unchanged.${signature}`,
    };
  },
};
