import { texts } from '@campus/contract';

export interface DemoAccount {
  email: string;
  role: string;
  description: string;
}

export interface SignInPageOptions {
  redirectUri: string;
  state: string;
  email?: string;
  error?: string;
  demoAccounts?: readonly DemoAccount[];
  demoPassword?: string;
}

/** Escapes text for HTML element and attribute content. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Styles of the identity pages (no scripts: they pass the strict CSP). */
export const pageStyles = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;background:#eef3f6;color:#1b2733;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px}
main{width:100%;max-width:440px}
.card{background:#fff;border-radius:16px;box-shadow:0 8px 30px rgba(16,42,67,.10);padding:32px 28px}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:20px;color:#0f5e6e;font-weight:700;font-size:1.35rem}
.brand svg{width:36px;height:36px}
h1{font-size:1.4rem;margin:0 0 6px}
p.lead{margin:0 0 22px;color:#4a5a68;line-height:1.45}
label{display:block;font-weight:600;margin:14px 0 6px;font-size:.95rem}
input[type=email],input[type=password]{width:100%;padding:12px 14px;border:1px solid #b9c6d1;border-radius:10px;font-size:1rem;background:#fff;color:#1b2733}
input:focus{outline:3px solid #0f5e6e;outline-offset:2px;border-color:#0f5e6e}
button{margin-top:22px;width:100%;padding:13px;border:0;border-radius:10px;background:#0f5e6e;color:#fff;font-size:1.05rem;font-weight:600;cursor:pointer}
button:hover{background:#0b4a57}button:focus-visible{outline:3px solid #0f5e6e;outline-offset:2px}
.error{background:#fdecec;color:#8a1c1c;border:1px solid #f3b4b4;border-radius:10px;padding:10px 12px;margin-bottom:8px}
.demo{margin-top:22px;background:#f6f9fb;border:1px solid #dbe4ea;border-radius:12px;padding:14px 16px;font-size:.9rem}
.demo h2{font-size:1rem;margin:0 0 8px}
.demo table{width:100%;border-collapse:collapse}.demo th,.demo td{text-align:left;padding:5px 4px;border-top:1px solid #e3eaef;vertical-align:top}
.demo code{font-size:.85rem;word-break:break-all}
footer{text-align:center;color:#5b6b78;font-size:.85rem;margin-top:16px}
`;

/** The Campus logo of the identity pages. */
export const logoSvg = `<svg viewBox="0 0 48 48" aria-hidden="true"><rect width="48" height="48" rx="12" fill="#0f5e6e"/><path d="M10 20 24 12l14 8-14 8z" fill="#fff"/><path d="M16 24v8c0 2 4 4 8 4s8-2 8-4v-8l-8 4.5z" fill="#9fd8e0"/></svg>`;

/** The built-in identity provider's Spanish sign-in page (no scripts: it passes the strict CSP). */
export function renderSignInPage(options: SignInPageOptions): string {
  const error = options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : '';
  const demo =
    options.demoAccounts && options.demoAccounts.length > 0
      ? `<section class="demo" aria-labelledby="demo-title"><h2 id="demo-title">Cuentas de la academia de demostración</h2>
<p>Contraseña de todas: <code>${escapeHtml(options.demoPassword ?? '')}</code></p>
<table><thead><tr><th scope="col">Correo</th><th scope="col">Perfil</th></tr></thead><tbody>
${options.demoAccounts.map((a) => `<tr><td><code>${escapeHtml(a.email)}</code></td><td>${escapeHtml(a.role)}${a.description ? ` — ${escapeHtml(a.description)}` : ''}</td></tr>`).join('\n')}
</tbody></table></section>`
      : '';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(texts.identity.pageTitle)}</title><style>${pageStyles}</style></head>
<body><main><div class="card">
<div class="brand">${logoSvg}<span>Campus</span></div>
<h1>${escapeHtml(texts.identity.pageTitle)}</h1>
<p class="lead">Entra con el correo de la academia y tu contraseña para continuar a tu campus.</p>
${error}
<form method="post" action="/auth/authorize" novalidate>
<input type="hidden" name="redirect_uri" value="${escapeHtml(options.redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(options.state)}">
<label for="email">Correo electrónico</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${options.email ? '' : ' autofocus'}>
<label for="password">Contraseña</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${options.email ? ' autofocus' : ''}>
<button type="submit">Entrar</button>
</form>
${demo}
</div><footer>Campus · Acceso seguro de la academia</footer></main></body></html>`;
}

/** A short page for requests that cannot show the form (e.g. a foreign return address). */
export function renderSignInErrorPage(message: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(texts.identity.pageTitle)}</title><style>${pageStyles}</style></head>
<body><main><div class="card"><div class="brand">${logoSvg}<span>Campus</span></div>
<h1>No se puede iniciar sesión</h1><div class="error" role="alert">${escapeHtml(message)}</div>
<p class="lead"><a href="/">Volver a Campus</a></p></div></main></body></html>`;
}
