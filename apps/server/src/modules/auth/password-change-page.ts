import { PASSWORD_MIN_LENGTH, texts } from '@campus/contract';
import { escapeHtml, logoSvg, pageStyles } from './sign-in-page';

export interface PasswordChangePageOptions {
  redirectUri: string;
  state: string;
  /** The one-time ticket the correct temporary password earned (hidden field). */
  ticket: string;
  /** Why the last attempt was refused (one message per broken rule). */
  errors?: readonly string[];
}

/**
 * The academy sign-in's second step after a temporary password (issue 13): a new password, typed twice,
 * before the one-time code is issued. No scripts, like the sign-in page.
 */
export function renderPasswordChangePage(options: PasswordChangePageOptions): string {
  const errors = options.errors ?? [];
  const errorBox =
    errors.length > 0
      ? `<div class="error" role="alert" id="password-errors">${errors.length === 1 ? escapeHtml(errors[0]!) : `<ul>${errors.map((message) => `<li>${escapeHtml(message)}</li>`).join('')}</ul>`}</div>`
      : '';
  const described = errors.length > 0 ? ' aria-describedby="password-rule password-errors" aria-invalid="true"' : ' aria-describedby="password-rule"';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(texts.privacy.forcedChangeTitle)} · ${escapeHtml(texts.identity.pageTitle)}</title><style>${pageStyles}
.rule{margin:6px 0 0;color:#4a5a68;font-size:.88rem}.error ul{margin:0;padding-left:18px}</style></head>
<body><main><div class="card">
<div class="brand">${logoSvg}<span>Campus</span></div>
<h1>${escapeHtml(texts.privacy.forcedChangeTitle)}</h1>
<p class="lead">${escapeHtml(texts.privacy.forcedChangeLead)}</p>
${errorBox}
<form method="post" action="/auth/authorize/password" novalidate>
<input type="hidden" name="redirect_uri" value="${escapeHtml(options.redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(options.state)}">
<input type="hidden" name="ticket" value="${escapeHtml(options.ticket)}">
<label for="newPassword">Contraseña nueva</label>
<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required autofocus${described}>
<p class="rule" id="password-rule">Al menos ${PASSWORD_MIN_LENGTH} caracteres, con letras y números.</p>
<label for="confirmPassword">Repite la contraseña nueva</label>
<input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" required>
<button type="submit">Guardar y entrar</button>
</form>
</div><footer>Campus · Acceso seguro de la academia</footer></main></body></html>`;
}
