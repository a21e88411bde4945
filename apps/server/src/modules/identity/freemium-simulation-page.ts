import { parseFreemiumState, type FreemiumProvider } from '@campus/contract';
import { freemiumProviderNames } from '../../integrations/freemium-oauth/freemium-oauth-provider';
import { escapeHtml, logoSvg, pageStyles } from './sign-in-page';

export interface SimulationPageOptions {
  provider: FreemiumProvider;
  redirectUri: string;
  state: string;
  name?: string;
  email?: string;
  error?: string;
}

const extraStyles = `input[type=text]{width:100%;padding:12px 14px;border:1px solid #b9c6d1;border-radius:10px;font-size:1rem;background:#fff;color:#1b2733}
.notice{background:#fff7e0;border:1px solid #f2d27a;color:#5c4400;border-radius:10px;padding:10px 12px;margin:0 0 18px;line-height:1.45}
.cancel{display:block;text-align:center;margin-top:14px;color:#0f5e6e}`;

/** The heading of the simulation, as plain as the spec asks: it is not the real provider. */
export function simulationHeading(provider: FreemiumProvider): string {
  const name = freemiumProviderNames[provider];
  return `Simulación de ${name} (no hay credenciales de ${name} configuradas)`;
}

/** Where "Cancelar" goes: back to the free-trial provider dialog of the same course. */
function cancelUrl(redirectUri: string, state: string): string {
  const url = new URL(redirectUri);
  const parsed = parseFreemiumState(state);
  if (parsed) {
    url.searchParams.set('mode', 'prueba-gratis');
    url.searchParams.set('course', parsed.course);
  }
  return url.href;
}

/** The built-in stand-in for Google, Microsoft or Facebook: name, e-mail and a button (no scripts). */
export function renderSimulationPage(options: SimulationPageOptions): string {
  const name = freemiumProviderNames[options.provider];
  const error = options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : '';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Simulación de ${escapeHtml(name)} · Campus</title><style>${pageStyles}${extraStyles}</style></head>
<body><main><div class="card">
<div class="brand">${logoSvg}<span>Campus</span></div>
<h1>Acceso con ${escapeHtml(name)}</h1>
<p class="notice">${escapeHtml(simulationHeading(options.provider))}. Esta página sustituye a ${escapeHtml(name)}: escribe el nombre y el correo con los que quieres probar el contenido gratuito.</p>
${error}
<form method="post" action="/auth/freemium/${options.provider}/authorize" novalidate>
<input type="hidden" name="redirect_uri" value="${escapeHtml(options.redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(options.state)}">
<label for="name">Nombre y apellidos</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="200" value="${escapeHtml(options.name ?? '')}" autofocus>
<label for="email">Correo electrónico</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="255" value="${escapeHtml(options.email ?? '')}">
<button type="submit">Continuar con ${escapeHtml(name)}</button>
</form>
<a class="cancel" href="${escapeHtml(cancelUrl(options.redirectUri, options.state))}">Cancelar</a>
</div><footer>Campus · Prueba gratuita</footer></main></body></html>`;
}
