// The e-mail Firebase Auth sends itself (the address verification, a password reset): the Auth
// emulator sends none and lists the links it would have sent at
// GET /emulator/v1/projects/{project}/oobCodes. The mailbox shows them as messages.
import { z } from 'zod';
import { escapeHtml } from './html';

export interface AuthEmulatorSetting {
  /** The Auth emulator's base URL, e.g. http://127.0.0.1:9099. */
  url: string;
  projectId: string;
}

const OobCodesSchema = z.object({
  oobCodes: z
    .array(
      z.object({
        email: z.string(),
        oobCode: z.string(),
        oobLink: z.string(),
        requestType: z.string(),
      }),
    )
    .default([]),
});

export interface AuthMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

// Firebase's own templates word them like this (its subject names the app).
const WORDING: Record<string, { subject: string; action: string }> = {
  VERIFY_EMAIL: {
    subject: 'Verify your e-mail for Pomoplan',
    action: 'verify your e-mail address',
  },
  PASSWORD_RESET: { subject: 'Reset your password for Pomoplan', action: 'reset your password' },
  EMAIL_SIGNIN: { subject: 'Sign in to Pomoplan', action: 'sign in' },
};

function mailOf(code: z.infer<typeof OobCodesSchema>['oobCodes'][number]): AuthMail {
  const wording = WORDING[code.requestType] ?? {
    subject: `Pomoplan account e-mail (${code.requestType})`,
    action: 'continue',
  };
  const lead = `Follow this link to ${wording.action}:`;
  const ignore = "If you didn't ask for this, you can ignore this e-mail.";
  return {
    id: `auth-${code.oobCode}`,
    to: [code.email],
    subject: wording.subject,
    text: `${lead}\n\n${code.oobLink}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(code.oobLink)}">${escapeHtml(code.oobLink)}</a></p><p>${escapeHtml(ignore)}</p>`,
  };
}

/**
 * The mail behind each link the Auth emulator holds now; none when it does not answer (the
 * stand-ins start before the emulators, and outlive them).
 */
export async function authEmulatorMail({
  url,
  projectId,
}: AuthEmulatorSetting): Promise<AuthMail[]> {
  try {
    const response = await fetch(
      `${url}/emulator/v1/projects/${encodeURIComponent(projectId)}/oobCodes`,
      {
        signal: AbortSignal.timeout(2_000),
      },
    );
    if (!response.ok) return [];
    const parsed = OobCodesSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.oobCodes.map(mailOf) : [];
  } catch {
    return [];
  }
}
