import { academyTexts } from '@campus/contract';
import { PASSWORD_MIN_LENGTH, texts } from '@campus/contract';
import { escapeHtml, logoSvg, pageStyles } from '../auth/sign-in-page';

export interface InvitationPageOptions {
  /** The invitation's token (hidden field: the POST carries it, not the address). */
  token: string;
  firstname: string;
  emailaddress1: string;
  /** Why the last attempt was refused (one message per broken rule, the forced change's). */
  errors?: readonly string[];
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/** The identity pages' look, plus the read-only address and the link-button of the closed page. */
const invitationStyles = `${pageStyles}
.rule{margin:6px 0 0;color:#4a5a68;font-size:.88rem}.error ul{margin:0;padding-left:18px}
input[readonly]{background:#f6f9fb;color:#33434f;border-style:dashed}
h1+.error{margin-top:14px}.next{margin:14px 0 0;color:#33434f;line-height:1.5}
a.button{display:block;margin-top:22px;padding:13px;border-radius:10px;background:#0f5e6e;color:#fff;font-size:1.05rem;font-weight:600;text-align:center;text-decoration:none}
a.button:hover{background:#0b4a57}a.button:focus-visible{outline:3px solid #0f5e6e;outline-offset:2px}`;

const shell = (title: string, body: string) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(texts.identity.pageTitle)}</title><style>${invitationStyles}</style></head>
<body><main><div class="card">
<div class="brand">${logoSvg}<span>Campus</span></div>
${body}
</div><footer>Campus · Acceso seguro de la academia</footer></main></body></html>`;

/**
 * The page of an invitation link (issue 31 item 2): greets the person and asks for a password twice, with the
 * forced change's rule line and messages. No scripts, like the other identity pages (strict CSP). The address is
 * shown read-only so password managers save the new password under it.
 */
export function renderInvitationPage(options: InvitationPageOptions): string {
  const t = academyTexts.backOfficeInvitations;
  const errors = options.errors ?? [];
  const errorBox =
    errors.length > 0
      ? `<div class="error" role="alert" id="password-errors">${errors.length === 1 ? escapeHtml(errors[0]!) : `<ul>${errors.map((message) => `<li>${escapeHtml(message)}</li>`).join('')}</ul>`}</div>`
      : '';
  const described = errors.length > 0 ? ' aria-describedby="password-rule password-errors" aria-invalid="true"' : ' aria-describedby="password-rule"';
  return shell(
    t.acceptTitle,
    `<h1>${escapeHtml(fill(t.acceptGreeting, { name: options.firstname }))}</h1>
<p class="lead">${escapeHtml(t.acceptLead)}</p>
${errorBox}
<form method="post" action="/auth/invitacion" novalidate>
<input type="hidden" name="token" value="${escapeHtml(options.token)}">
<label for="email">${escapeHtml(t.acceptEmailLabel)}</label>
<input id="email" name="email" type="email" autocomplete="username" readonly value="${escapeHtml(options.emailaddress1)}">
<label for="newPassword">Contraseña nueva</label>
<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required autofocus${described}>
<p class="rule" id="password-rule">Al menos ${PASSWORD_MIN_LENGTH} caracteres, con letras y números.</p>
<label for="confirmPassword">Repite la contraseña nueva</label>
<input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" required>
<button type="submit">${escapeHtml(t.acceptButton)}</button>
</form>`,
  );
}

/** The one answer for a link that no longer opens anything: what happened and what to do, never whose it was. */
export function renderInvitationClosedPage(days: number): string {
  const t = academyTexts.backOfficeInvitations;
  return shell(
    t.closedTitle,
    `<h1>${escapeHtml(t.closedTitle)}</h1>
<div class="error" role="alert">${escapeHtml(t.closedMessage)}</div>
<p class="next">${escapeHtml(fill(t.closedNextSteps, { days: String(days) }))}</p>
<a class="button" href="/login">${escapeHtml(t.closedSignIn)}</a>`,
  );
}
