import { parseFreemiumState, texts, type FreemiumProvider } from '@campus/contract';
import { freemiumProviderNames } from '../../integrations/freemium-oauth/freemium-oauth-provider';
import { escapeHtml, logoSvg, pageStyles } from './sign-in-page';

export interface BuiltinProviderPageOptions {
  provider: FreemiumProvider;
  /** 'simulation' takes the identity as typed; 'email-code' proves the address with a mailed code. */
  mode: 'simulation' | 'email-code';
  /** 'identity': name and e-mail; 'code': the code mailed for `challengeId`. */
  step?: 'identity' | 'code';
  redirectUri: string;
  state: string;
  challengeId?: string;
  name?: string;
  email?: string;
  error?: string;
}

const extraStyles = `input[type=text]{width:100%;padding:12px 14px;border:1px solid #b9c6d1;border-radius:10px;font-size:1rem;background:#fff;color:#1b2733}
input.code{letter-spacing:.3em;font-size:1.3rem;text-align:center}
.notice{background:#fff7e0;border:1px solid #f2d27a;color:#5c4400;border-radius:10px;padding:10px 12px;margin:0 0 18px;line-height:1.45}
.cancel{display:block;text-align:center;margin-top:14px;color:#0f5e6e}`;

const fill = (template: string, provider: FreemiumProvider) => template.replaceAll('{provider}', freemiumProviderNames[provider]);

/** The heading of the simulation, as plain as the spec asks: it is not the real provider. */
export function simulationHeading(provider: FreemiumProvider): string {
  return fill(texts.freemium.simulationHeading, provider);
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

function renderHiddenFields(options: BuiltinProviderPageOptions): string {
  return `<input type="hidden" name="redirect_uri" value="${escapeHtml(options.redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(options.state)}">`;
}

function renderIdentityForm(options: BuiltinProviderPageOptions, name: string): string {
  const button = options.mode === 'simulation' ? `Continuar con ${escapeHtml(name)}` : escapeHtml(texts.freemium.emailCodeSend);
  return `<form method="post" action="/auth/freemium/${options.provider}/authorize" novalidate>
${renderHiddenFields(options)}
<label for="name">Nombre y apellidos</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="200" value="${escapeHtml(options.name ?? '')}" autofocus>
<label for="email">Correo electrónico</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="255" value="${escapeHtml(options.email ?? '')}">
<button type="submit">${button}</button>
</form>`;
}

function renderCodeForm(options: BuiltinProviderPageOptions): string {
  return `<p class="lead">${escapeHtml(texts.freemium.emailCodeSent.replace('{email}', options.email ?? ''))}</p>
<form method="post" action="/auth/freemium/${options.provider}/verify" novalidate>
${renderHiddenFields(options)}
<input type="hidden" name="challenge" value="${escapeHtml(options.challengeId ?? '')}">
<label for="code">${escapeHtml(texts.freemium.emailCodeLabel)}</label>
<input id="code" name="code" type="text" class="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus>
<button type="submit">${escapeHtml(texts.freemium.emailCodeConfirm)}</button>
</form>`;
}

/**
 * The built-in stand-in for Google, Microsoft or Facebook (no scripts). The simulation says on screen that
 * it is one; the e-mail-code mode asks for name and e-mail, then for the code mailed to that address.
 */
export function renderSimulationPage(options: BuiltinProviderPageOptions): string {
  const name = freemiumProviderNames[options.provider];
  const error = options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : '';
  const notice =
    options.mode === 'simulation'
      ? `<p class="notice">${escapeHtml(simulationHeading(options.provider))}. ${escapeHtml(fill(texts.freemium.simulationNotice, options.provider))}</p>`
      : options.step === 'code'
        ? ''
        : `<p class="notice">${escapeHtml(texts.freemium.emailCodeNotice)}</p>`;
  const form = options.step === 'code' ? renderCodeForm(options) : renderIdentityForm(options, name);
  const title = options.mode === 'simulation' ? `Simulación de ${escapeHtml(name)}` : escapeHtml(texts.freemium.emailCodeTitle);
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} · Campus</title><style>${pageStyles}${extraStyles}</style></head>
<body><main><div class="card">
<div class="brand">${logoSvg}<span>Campus</span></div>
<h1>${options.mode === 'simulation' ? `Acceso con ${escapeHtml(name)}` : escapeHtml(texts.freemium.emailCodeTitle)}</h1>
${notice}
${error}
${form}
<a class="cancel" href="${escapeHtml(cancelUrl(options.redirectUri, options.state))}">Cancelar</a>
</div><footer>Campus · Prueba gratuita</footer></main></body></html>`;
}
